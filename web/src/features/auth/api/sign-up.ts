import { postJson } from '@/lib/api-client';

/** POST /api/auth/signup: starts a sign-up; the user confirms by the e-mailed link. */
export const signUp = (input: {
  email: string;
  password: string;
  affiliateId?: string;
  timeZone?: string;
}) => postJson<{ status: 'check_email' }>('/auth/signup', input);
