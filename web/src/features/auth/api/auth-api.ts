import { api } from '@/lib/api-client';
import type { SessionContext } from '@/features/session/session-context';

const post = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

export const getAccountStatus = (email: string) =>
  post<{ exists: boolean; hasPassword: boolean }>('/auth/account-status', { email });

export const signUp = (input: {
  email: string;
  password: string;
  affiliateId?: string;
  timeZone?: string;
}) => post<{ status: 'check_email' }>('/auth/signup', input);

/** Check-your-e-mail's Resend: a new link for the sign-up this address started. */
export const resendSignUpLink = (email: string) =>
  post<{ status: 'check_email' }>('/auth/signup/resend', { email });

export const confirmLink = (token: string) => post<SessionContext>('/auth/confirm', { token });

export const login = (email: string, password: string) =>
  post<SessionContext>('/auth/login', { email, password });

export const requestPasswordReset = (email: string) =>
  post<{ message: string }>('/auth/password-reset', { email });

export const verifyResetLink = (token: string) =>
  post<{ valid: true }>('/auth/password-reset/verify', { token });

export const completePasswordReset = (token: string, password: string, confirmPassword: string) =>
  post<{ message: string }>('/auth/password-reset/complete', { token, password, confirmPassword });

export const requestEmailLink = (email: string) =>
  post<{ status: 'link_sent' }>('/auth/email-link', { email });

export const openEmailLink = (token: string) =>
  post<{ message: string; session: SessionContext }>('/auth/email-link/open', { token });

/** The token an e-mailed link carries after '#token='. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
