import type { AccountStatus, EmailRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/auth/account-status: whether the e-mail has an account, and a password. */
export const getAccountStatus = (email: string) =>
  postJson<AccountStatus, EmailRequest>('/auth/account-status', { email });
