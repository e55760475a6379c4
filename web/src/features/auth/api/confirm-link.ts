import type { SessionContext, TokenRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/confirm: the sign-up link's token; signs the new user in. */
export const confirmLink = (token: string) =>
  postJson<SessionContext, TokenRequest>('/auth/confirm', { token });
