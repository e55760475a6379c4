import type { SessionContext } from '@/features/session/session-context';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/login: e-mail and password; signs the user in. */
export const login = (email: string, password: string) =>
  postJson<SessionContext>('/auth/login', { email, password });
