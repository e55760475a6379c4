export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

/** The most common leaked passwords at or above the minimum length (refused with a reason). */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  'iloveyou',
  'admin123',
  'welcome',
  'welcome1',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'passw0rd',
  'starwars',
  'whatever',
  'freedom',
  'michael',
  'charlie',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  '1q2w3e4r',
  '1qaz2wsx',
  'aa123456',
  'changeme',
  'secret',
]);

/** Why a password is refused, or null when it is acceptable. Messages are shown as is. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters';
  if (password.length > MAX_PASSWORD_LENGTH) return 'Password must be at most 200 characters';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'Password is too common and easy to guess. Please choose a different one.';
  }
  return null;
}
