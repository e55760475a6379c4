/**
 * Sign-up, sign-in and password resets (apps/api/src/auth): the bodies its DTOs implement and
 * what it answers. Signing in answers SessionContext (../session-context.ts).
 */
import type { SessionContext } from '../session-context';

/** POST /api/auth/account-status, /signup/resend, /password-reset; /email-link (may be blank). */
export interface EmailRequest {
  email: string;
}

/** POST /api/auth/login. */
export interface CredentialsRequest extends EmailRequest {
  password: string;
}

/** POST /api/auth/signup: the user confirms by the e-mailed link. */
export interface SignUpRequest extends CredentialsRequest {
  affiliateId?: string;
  /** The browser's IANA time zone. */
  timeZone?: string;
}

/** POST /api/auth/confirm, /email-link/open and /password-reset/verify: a link's token. */
export interface TokenRequest {
  token: string;
}

/** POST /api/auth/password-reset/complete. */
export interface CompleteResetRequest extends TokenRequest {
  password: string;
  confirmPassword: string;
}

/** POST /api/auth/logout?expectedUserId=: only if the session is that user's. */
export interface SignOutQuery {
  expectedUserId?: string;
}

/** POST /api/auth/account-status: whether the e-mail has an account, and a password. */
export interface AccountStatus {
  exists: boolean;
  hasPassword: boolean;
}

/** POST /api/auth/signup and /signup/resend. */
export interface CheckEmailResponse {
  status: 'check_email';
}

/** POST /api/auth/email-link (202). */
export interface EmailLinkSentResponse {
  status: 'link_sent';
}

/** POST /api/auth/email-link/open: signed in. */
export interface EmailLinkOpenedResponse {
  message: string;
  session: SessionContext;
}

/** POST /api/auth/password-reset and /password-reset/complete. */
export interface AuthMessageResponse {
  message: string;
}

/** POST /api/auth/password-reset/verify. */
export interface ResetLinkValidResponse {
  valid: true;
}
