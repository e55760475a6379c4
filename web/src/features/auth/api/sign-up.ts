import type { CheckEmailResponse, SignUpRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/signup: starts a sign-up; the user confirms by the e-mailed link. */
export const signUp = (input: SignUpRequest) =>
  postJson<CheckEmailResponse, SignUpRequest>('/auth/signup', input);
