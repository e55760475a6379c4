import type { CredentialsRequest, SessionContext } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/login: e-mail and password; signs the user in. */
export const login = (email: string, password: string) =>
  postJson<SessionContext, CredentialsRequest>('/auth/login', { email, password });
