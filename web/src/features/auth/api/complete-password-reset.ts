import { postJson } from '@/lib/api-client';

/** POST /api/auth/password-reset/complete: sets the new password. */
export const completePasswordReset = (token: string, password: string, confirmPassword: string) =>
  postJson<{ message: string }>('/auth/password-reset/complete', {
    token,
    password,
    confirmPassword,
  });
