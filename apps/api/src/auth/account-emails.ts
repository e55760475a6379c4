import type { EntityManager } from 'typeorm';
import { queueEmail, type EmailToQueue } from '@retainly/database';
import { issueToken, type TokenPurpose } from './one-time-tokens';

/** Links point at web pages, with the token after '#', so it never reaches a server log. */
const link = (appUrl: string, path: string, token: string) => `${appUrl}${path}#token=${token}`;

export function confirmEmail(appUrl: string, to: string, token: string): EmailToQueue {
  return {
    to,
    subject: 'Confirm your Retainly account',
    text: [
      'Welcome to Retainly!',
      '',
      'Confirm your e-mail address to start your 7-day free trial:',
      link(appUrl, '/auth/confirm', token),
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    ].join('\n'),
  };
}

export function setPasswordEmail(appUrl: string, to: string, token: string): EmailToQueue {
  return {
    to,
    subject: 'Set your Retainly password',
    text: [
      'Someone (hopefully you) asked to set a password for your Retainly account.',
      '',
      'Confirm it here:',
      // Its own page, which says 'Password created successfully' (the same api call as confirm).
      link(appUrl, '/auth/set-password', token),
      '',
      'The link works once and expires in 24 hours. If this was not you, ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetPasswordEmail(appUrl: string, to: string, token: string): EmailToQueue {
  return {
    to,
    subject: 'Reset your Retainly password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Retainly account.',
      '',
      'Choose a new password here:',
      link(appUrl, '/reset-password', token),
      '',
      'The link works once and expires in 1 hour. If this was not you, ignore this e-mail.',
    ].join('\n'),
  };
}

export function signInLinkEmail(appUrl: string, to: string, token: string): EmailToQueue {
  return {
    to,
    subject: 'Your Retainly sign-in link',
    text: [
      'Use this link to sign in to Retainly:',
      link(appUrl, '/auth/sign-in', token),
      '',
      'The link works once and expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}

type LinkEmail = (appUrl: string, to: string, token: string) => EmailToQueue;

const LINK_EMAILS: Record<TokenPurpose, LinkEmail> = {
  confirm_email: confirmEmail,
  set_password: setPasswordEmail,
  reset_password: resetPasswordEmail,
  sign_in_link: signInLinkEmail,
};

/**
 * Issues the user a single-use link for `purpose` and queues the e-mail that carries it to their
 * address, in the caller's transaction: a link is never stored without its e-mail.
 */
export async function emailLink(
  manager: EntityManager,
  appUrl: string,
  user: { id: string; email: string },
  purpose: TokenPurpose,
  pendingPasswordHash: string | null = null,
): Promise<void> {
  const token = await issueToken(manager, user.id, purpose, pendingPasswordHash);
  await queueEmail(manager, LINK_EMAILS[purpose](appUrl, user.email, token));
}
