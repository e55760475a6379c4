import type { AuthMessageResponse, CompleteResetRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/password-reset/complete: sets the new password. */
export const completePasswordReset = (token: string, password: string, confirmPassword: string) =>
  postJson<AuthMessageResponse, CompleteResetRequest>('/auth/password-reset/complete', {
    token,
    password,
    confirmPassword,
  });
