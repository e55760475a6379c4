import type { SpinResult } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** POST /api/trial/spins/:id/claim (Claim Discount): the server records that this prize was taken. */
export const claimSpin = (id: string) =>
  api<SpinResult>(`/trial/spins/${encodeURIComponent(id)}/claim`, { method: 'POST', body: '{}' });
