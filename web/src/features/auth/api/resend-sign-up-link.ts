import type { CheckEmailResponse, EmailRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** Check-your-e-mail's Resend: a new link for the sign-up this address started. */
export const resendSignUpLink = (email: string) =>
  postJson<CheckEmailResponse, EmailRequest>('/auth/signup/resend', { email });
