import type { PortalSession, PortalView, VideoRef } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** One video as the portal lists it. */
export type PortalVideo = PortalView['categories'][number]['videos'][number];

export const portalQueryKey = (versionId: string) => ['portal', versionId] as const;

/** GET /api/portal/:id: the agency's brand and its visible videos (404 when not live). */
export function fetchPortal(versionId: string): Promise<PortalView> {
  return api<PortalView>(`/portal/${versionId}`);
}

/** POST /api/portal/:id/sessions: signs the client in (and records the login). */
export function startSession(
  versionId: string,
  identity: { name: string } | { email: string },
): Promise<PortalSession> {
  return api<PortalSession>(`/portal/${versionId}/sessions`, {
    method: 'POST',
    body: JSON.stringify(identity),
  });
}

/** POST /api/portal/:id/completions: idempotent, so a repeat is harmless. */
export function markComplete(versionId: string, token: string, video: VideoRef): Promise<unknown> {
  return api(`/portal/${versionId}/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ categoryId: video.categoryId, moduleId: video.moduleId }),
  });
}
