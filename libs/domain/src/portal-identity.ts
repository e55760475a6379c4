/**
 * Who the client is (issue #32): per version, the agency chooses how a client proves who they
 * are. 'open': a name or e-mail is enough (the spec's sign-in, and the default). 'verified': an
 * e-mailed code or one-click link the first time on each device, then a long-lived device
 * session.
 */
export const IDENTITY_MODES = ['open', 'verified'] as const;
export type IdentityMode = (typeof IDENTITY_MODES)[number];

/** Digits in an e-mailed sign-in code. */
export const SIGN_IN_CODE_LENGTH = 6;

/** The query parameter of a sign-in e-mail's one-click link: {APP_URL}/{versionId}?signin=... */
export const SIGN_IN_PARAM = 'signin';

/** What the portal says once a code is on its way, whether or not the address is known. */
export const CODE_SENT_MESSAGE =
  'Check your e-mail: we sent you a 6-digit code and a link to sign in.';

/** A code that is wrong, used, expired or tried too often: one message, so none is told apart. */
export const CODE_REFUSED_MESSAGE =
  'That code is not valid or has expired. Check it, or ask for a new one.';

/** A one-click sign-in link that was used or has expired. */
export const SIGN_IN_LINK_GONE =
  'This sign-in link has expired or was already used. Ask for a new code.';

/** Whether a typed code has the shape of one (digits only, spaces allowed between them). */
export function signInCodeOf(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}
