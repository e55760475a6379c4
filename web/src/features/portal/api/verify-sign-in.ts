import type {
  PortalCodeRequest,
  PortalHighLevelSignInRequest,
  PortalSession,
  PortalSignInLinkRequest,
} from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/**
 * POST /api/portal/:id/sessions/code: the e-mailed code; signs in and keeps this device's
 * session in an httpOnly cookie (400 for a wrong, used or expired code, 429 when locked).
 */
export function signInWithCode(versionId: string, request: PortalCodeRequest) {
  return api<PortalSession>(`/portal/${versionId}/sessions/code`, {
    method: 'POST',
    body: jsonBody<PortalCodeRequest>(request),
  });
}

/** POST /api/portal/:id/sessions/link: the e-mail's one-click link (410 once used or expired). */
export function signInWithLink(versionId: string, token: string) {
  return api<PortalSession>(`/portal/${versionId}/sessions/link`, {
    method: 'POST',
    body: jsonBody<PortalSignInLinkRequest>({ token }),
  });
}

/** DELETE /api/portal/:id/sessions/device: signing out ends this device's session. */
export function signOutDevice(versionId: string) {
  return api<void>(`/portal/${versionId}/sessions/device`, { method: 'DELETE' });
}

/** POST /api/portal/:id/sessions/highlevel: inside the CRM, HighLevel's user context. */
export function signInWithHighLevel(versionId: string, payload: string) {
  return api<PortalSession>(`/portal/${versionId}/sessions/highlevel`, {
    method: 'POST',
    body: jsonBody<PortalHighLevelSignInRequest>({ payload }),
  });
}
