import { BadRequestException } from '@nestjs/common';
import { INVALID_EMAIL_MESSAGE, isEmailShaped, normalizeEmail } from '@retainly/domain';

/** An optional text field as stored: trimmed, and null when left blank. */
export const blankToNull = (value: string | undefined) => value?.trim() || null;

/**
 * A public form's name and e-mail, trimmed and normalized; a 400 with the form's own message when
 * either is missing, and the common one when the address is not e-mail shaped.
 */
export function nameAndEmail(
  rawName: string,
  rawEmail: string,
  requiredMessage: string,
): { name: string; email: string } {
  const name = rawName.trim();
  const email = normalizeEmail(rawEmail);
  if (!name || !email) throw new BadRequestException(requiredMessage);
  if (!isEmailShaped(email)) throw new BadRequestException(INVALID_EMAIL_MESSAGE);
  return { name, email };
}
