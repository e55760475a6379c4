/**
 * The client portal's request bodies and answers (apps/api/src/portal). Its other answers are
 * PortalView and PortalSession (../onboarding.ts), PortalProgress, and the heartbeat's
 * HeartbeatRequest and HeartbeatResponse (../module-progress.ts).
 */
import type { PortalLanguage } from '../languages';
import type { PortalSession } from '../onboarding';
import type { VideoRef } from '../portal-progress';

/** POST /api/portal/:versionId/sessions: name or e-mail, as the agency tracks its clients. */
export interface PortalSignInRequest {
  name?: string;
  email?: string;
  /** The browser's IANA time zone, for reminders by day. */
  timeZone?: string;
  /** The language the client chose in the portal, kept for their e-mails. */
  language?: PortalLanguage;
}

/** PUT /api/portal/:versionId/language: the signed-in client's language; answered back. */
export interface PortalLanguageRequest {
  language: PortalLanguage;
}

/** POST /api/portal/:versionId/resume: the token of the resume link in a reminder e-mail. */
export interface PortalResumeRequest {
  token: string;
}

/** A session opened by a reminder e-mail's link, with the module it leads to. */
export type PortalResume = PortalSession & { resumeAt: VideoRef | null };

/** POST /api/portal/:versionId/completions: 'Mark as complete' for an untracked module. */
export type CompletionRequest = VideoRef;

/**
 * POST /api/portal/:versionId/sessions on a verified version, when this device holds no device
 * session for that address: a code and a link are on their way (answered alike for every
 * address, known or not).
 */
export interface PortalCodeSent {
  codeSent: true;
  message: string;
}

/** What POST /api/portal/:versionId/sessions answers: a session, or "check your e-mail". */
export type PortalSignInAnswer = PortalSession | PortalCodeSent;

export const isCodeSent = (answer: PortalSignInAnswer): answer is PortalCodeSent =>
  'codeSent' in answer;

/** POST /api/portal/:versionId/sessions/code: the address and the 6-digit code it received. */
export interface PortalCodeRequest {
  email: string;
  code: string;
}

/** POST /api/portal/:versionId/sessions/link: the token of the e-mail's one-click link. */
export interface PortalSignInLinkRequest {
  token: string;
}
