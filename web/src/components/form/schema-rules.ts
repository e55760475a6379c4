import * as z from 'zod/mini';
import { isEmailShaped, normalizeEmail } from '@retainly/domain';

/** Text that must not be blank; the parsed value is trimmed. */
export const requiredText = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message));

/** Optional text, trimmed; empty when left blank. */
export const optionalText = () => z.string().check(z.trim());

/**
 * The form's `email` must look like an address (the api answers a malformed one with the same
 * text). Checked only once every other rule passed, so "please fill in..." comes first.
 */
export const emailShaped = (message: string) =>
  z.refine<{ email: string }>((values) => isEmailShaped(normalizeEmail(values.email)), {
    message,
    path: ['email'],
    when: (payload) => payload.issues.length === 0,
  });
