import type { EmailToQueue } from '@retainly/database';

/** The e-mail of an activated subscription; a new account gets a link to choose its password. */
export function subscriptionWelcomeEmail(
  appUrl: string,
  to: string,
  plan: string,
  passwordToken: string | null,
): EmailToQueue {
  const planName = plan === 'BASIC' ? 'Basic' : 'Advanced';
  return {
    to,
    subject: 'Welcome to Retainly: your subscription is active',
    text: [
      `Your Retainly ${planName} subscription is active. Thank you!`,
      '',
      ...(passwordToken
        ? [
            'Choose a password to sign in:',
            `${appUrl}/reset-password#token=${passwordToken}`,
            '',
            "The link works once and expires in 1 hour; after that, use 'Forgot password' on the sign-in page.",
          ]
        : ['Sign in to start:', `${appUrl}/auth`]),
    ].join('\n'),
  };
}
