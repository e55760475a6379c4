import { HttpException, HttpStatus } from '@nestjs/common';

/** An error the web app shows verbatim; `code` lets it choose the screen. */
export function authError(status: HttpStatus, code: string, message: string): HttpException {
  return new HttpException({ statusCode: status, code, message }, status);
}

/** The spec's messages (public-site-and-accounts §8), in one place. */
export const MESSAGES = {
  accountExists: 'Account exists. This email is already registered. Redirecting to login...',
  accountNotFound: 'Account not found. Please sign up first.',
  notApproved: 'Your trial has ended or access has been revoked. Please upgrade to continue.',
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed. We sent you a new confirmation link.',
  invalidEmail: 'Please enter a valid email address',
  badLink: 'Invalid or expired link. Please request a new one.',
  badResetLink: 'Invalid or expired password reset link. Please request a new one.',
  passwordsDontMatch: "Passwords don't match",
  emailRequired: 'Please enter your email address',
  landingAccountNotFound: 'Account not found. Please sign up using one of the options below.',
  accessDenied: 'Your account access has been denied.',
  welcomeBack: 'Welcome back! Access granted.',
  passwordUpdated: 'Password updated',
  resetSent: 'If an account exists for that address, we sent a password reset e-mail.',
} as const;
