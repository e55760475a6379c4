import { api } from '@/lib/api-client';
import type { Endpoint } from './types';

/** POST /api/outcomes/endpoints/:id/secret: a new signing secret, shown only now. */
export const rotateEndpointSecret = (id: string) =>
  api<{ secret: string; endpoint: Endpoint }>(
    `/outcomes/endpoints/${encodeURIComponent(id)}/secret`,
    { method: 'POST' },
  );
