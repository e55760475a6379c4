import type { EmailLinkSentResponse, EmailRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/email-link: e-mails a sign-in link. */
export const requestEmailLink = (email: string) =>
  postJson<EmailLinkSentResponse, EmailRequest>('/auth/email-link', { email });
