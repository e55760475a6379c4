import type { EmailLinkOpenedResponse, TokenRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/email-link/open: the sign-in link's token; signs the user in. */
export const openEmailLink = (token: string) =>
  postJson<EmailLinkOpenedResponse, TokenRequest>('/auth/email-link/open', { token });
