import type { AuthMessageResponse, EmailRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/password-reset: e-mails a reset link. */
export const requestPasswordReset = (email: string) =>
  postJson<AuthMessageResponse, EmailRequest>('/auth/password-reset', { email });
