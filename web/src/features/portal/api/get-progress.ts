import type { PortalProgress } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { bearer } from './bearer';

/** GET /api/portal/:id/progress: every module the client touched, from any device. */
export function fetchProgress(versionId: string, token: string): Promise<PortalProgress> {
  return api<PortalProgress>(`/portal/${versionId}/progress`, { headers: bearer(token) });
}
