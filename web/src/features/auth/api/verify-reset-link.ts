import type { ResetLinkValidResponse, TokenRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/password-reset/verify: whether a reset link still works. */
export const verifyResetLink = (token: string) =>
  postJson<ResetLinkValidResponse, TokenRequest>('/auth/password-reset/verify', { token });
