import { postJson } from '@/lib/api-client';

/** POST /api/auth/email-link: e-mails a sign-in link. */
export const requestEmailLink = (email: string) =>
  postJson<{ status: 'link_sent' }>('/auth/email-link', { email });
