import type { PortalResume, PortalResumeRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/**
 * POST /api/portal/:id/resume: signs the client in with a reminder e-mail's single-use link
 * (410 once it has expired or was used).
 */
export function resumeSession(versionId: string, token: string): Promise<PortalResume> {
  return api<PortalResume>(`/portal/${versionId}/resume`, {
    method: 'POST',
    body: jsonBody<PortalResumeRequest>({ token }),
  });
}
