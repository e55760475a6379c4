import type { FastifyRequest } from 'fastify';

/** Set by the web app (features/auth/affiliate.ts) on the first visit with ?am_id=, for 60 days. */
export const AFFILIATE_COOKIE = 'retainly_affiliate';

/** An affiliate id as sign-up accepts it (SignUpDto, the Google flow): word characters, . and -. */
const AFFILIATE_ID = /^[\w.-]{1,100}$/;

/**
 * The referral the browser kept, so sign-up records it whichever tab or visit it happens in.
 * The cookie is the visitor's to edit: a malformed value is ignored, never an error.
 */
export function affiliateFromCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[AFFILIATE_COOKIE];
  return value !== undefined && AFFILIATE_ID.test(value) ? value : undefined;
}
