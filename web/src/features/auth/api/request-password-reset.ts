import { postJson } from '@/lib/api-client';

/** POST /api/auth/password-reset: e-mails a reset link. */
export const requestPasswordReset = (email: string) =>
  postJson<{ message: string }>('/auth/password-reset', { email });
