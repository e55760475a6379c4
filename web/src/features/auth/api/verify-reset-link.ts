import { postJson } from '@/lib/api-client';

/** POST /api/auth/password-reset/verify: whether a reset link still works. */
export const verifyResetLink = (token: string) =>
  postJson<{ valid: true }>('/auth/password-reset/verify', { token });
