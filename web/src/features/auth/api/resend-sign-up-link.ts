import { postJson } from '@/lib/api-client';

/** Check-your-e-mail's Resend: a new link for the sign-up this address started. */
export const resendSignUpLink = (email: string) =>
  postJson<{ status: 'check_email' }>('/auth/signup/resend', { email });
