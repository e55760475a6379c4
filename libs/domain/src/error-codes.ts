/**
 * The machine-readable `code` of the api's error answers (a JSON body's `code`, or the `error`
 * query parameter of a redirect to /login), which the web app reads to choose what to show.
 * These are wire values that browsers and tests compare: never change one.
 */
export const ErrorCode = {
  /** 403: no approval and no running trial (the app's blocking overlay). */
  AccessRequired: 'access_required',
  /** 403: the trial has run out (the app's blocking overlay). */
  TrialEnded: 'trial_ended',
  /** 403: a trial user reached a tool beyond the walkthrough and trial offers. */
  TrialLimited: 'trial_limited',
  /** 403: an ADVANCED-plan feature on the BASIC plan. */
  PlanRequired: 'plan_required',
  /** 403 at sign-in (and /login?error=): the account is not approved. */
  NotApproved: 'not_approved',
  /** 403: an operator-only endpoint for another role. */
  OperatorOnly: 'operator_only',
  /** 429: the address is locked after too many failed sign-ins. */
  TooManyAttempts: 'too_many_attempts',
  /** 403: a cookie-authenticated write without the web client's header. */
  Csrf: 'csrf',
  /** 400: text the database cannot store (NUL bytes, lone surrogates). */
  InvalidText: 'invalid_text',
  /** 403: an expired or forged signed media link. */
  MediaLink: 'media_link',
  /** 413: the upload would exceed the agency's video storage. */
  MediaQuota: 'media_quota',
  /** /login?error=: the Google sign-in failed (state, exchange or profile). */
  GoogleFailed: 'google_failed',
  /** /login?error=: Google has not verified the address. */
  GoogleUnverified: 'google_unverified',
  /** /login?error=: Google shared no address. */
  GoogleNoEmail: 'google_no_email',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The `code` of an api error body, or null when it has none. */
export function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  return typeof body.code === 'string' ? body.code : null;
}
