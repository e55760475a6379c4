import type { SpinWheelResponse } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** POST /api/trial/spins: the server picks the segment (409 with a message when no spin is allowed). */
export const spinWheel = () =>
  api<SpinWheelResponse>('/trial/spins', { method: 'POST', body: '{}' });
