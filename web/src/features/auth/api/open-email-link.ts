import type { SessionContext } from '@/features/session/session-context';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/email-link/open: the sign-in link's token; signs the user in. */
export const openEmailLink = (token: string) =>
  postJson<{ message: string; session: SessionContext }>('/auth/email-link/open', { token });
