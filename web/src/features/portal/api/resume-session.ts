import type { PortalSession, VideoRef } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** A session opened by a reminder e-mail's link, with the module it leads to. */
export type ResumedSession = PortalSession & { resumeAt: VideoRef | null };

/**
 * POST /api/portal/:id/resume: signs the client in with a reminder e-mail's single-use link
 * (410 once it has expired or was used).
 */
export function resumeSession(versionId: string, token: string): Promise<ResumedSession> {
  return api<ResumedSession>(`/portal/${versionId}/resume`, {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}
