import type {
  HeartbeatRequest,
  HeartbeatResponse,
  PortalLanguage,
  PortalProgress,
  PortalSession,
  PortalView,
  VideoRef,
} from '@retainly/domain';
import { api } from '@/lib/api-client';

/** One video as the portal lists it (its own categoryId and moduleId are its key). */
export type PortalVideo = PortalView['categories'][number]['videos'][number];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * GET /api/portal/:id?lang=: the agency's brand and its visible videos (404 when not live), with
 * module text in `language` where translated; without it, in the version's default language.
 */
export function fetchPortal(
  versionId: string,
  language: PortalLanguage | null,
): Promise<PortalView> {
  return api<PortalView>(`/portal/${versionId}${language ? `?lang=${language}` : ''}`);
}

/** The browser's IANA time zone: reminder e-mails never arrive between 21:00 and 08:00 there. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/portal/:id/sessions: signs the client in (and records the login). */
export function startSession(
  versionId: string,
  identity: { name: string } | { email: string },
  /** The language the client chose on this device, if they chose one. */
  language: PortalLanguage | null = null,
): Promise<PortalSession> {
  return api<PortalSession>(`/portal/${versionId}/sessions`, {
    method: 'POST',
    body: JSON.stringify({
      ...identity,
      timeZone: browserTimeZone(),
      language: language ?? undefined,
    }),
  });
}

/** PUT /api/portal/:id/language: remembers the signed-in client's language on the server. */
export function saveClientLanguage(
  versionId: string,
  token: string,
  language: PortalLanguage,
): Promise<{ language: PortalLanguage }> {
  return api(`/portal/${versionId}/language`, {
    method: 'PUT',
    headers: bearer(token),
    body: JSON.stringify({ language }),
  });
}

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

/** GET /api/portal/:id/progress: every module the client touched, from any device. */
export function fetchProgress(versionId: string, token: string): Promise<PortalProgress> {
  return api<PortalProgress>(`/portal/${versionId}/progress`, { headers: bearer(token) });
}

/**
 * POST /api/portal/:id/heartbeats: what was played since the previous beat. `keepalive` lets a
 * beat sent as the page hides or closes outlive it (the fetch starts within the event's task).
 */
export function sendHeartbeat(
  versionId: string,
  token: string,
  beat: HeartbeatRequest,
  keepalive = false,
): Promise<HeartbeatResponse> {
  return api<HeartbeatResponse>(`/portal/${versionId}/heartbeats`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify(beat),
    keepalive,
  });
}

/**
 * POST /api/portal/:id/completions: 'Mark as complete' for a module whose watching cannot be
 * measured, recorded as self-reported (409 for a tracked one). Idempotent.
 */
export function markComplete(versionId: string, token: string, video: VideoRef): Promise<unknown> {
  return api(`/portal/${versionId}/completions`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({ categoryId: video.categoryId, moduleId: video.moduleId }),
  });
}
