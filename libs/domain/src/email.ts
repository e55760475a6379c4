/** E-mail addresses are compared and stored trimmed and lower-cased (spec §5). */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(email: string): boolean {
  return email.length <= 254 && EMAIL_SHAPE.test(email);
}
