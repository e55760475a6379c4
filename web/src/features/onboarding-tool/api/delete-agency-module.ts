import { api } from '@/lib/api-client';

/**
 * DELETE /api/onboarding/modules/:id: gone from every version and its upload's storage freed;
 * clients' completion history is kept.
 */
export const deleteAgencyModule = (id: string) =>
  api<void>(`/onboarding/modules/${encodeURIComponent(id)}`, { method: 'DELETE' });
