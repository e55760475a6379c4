import type { EmailToQueue } from '@retainly/database';
import { SIGN_IN_PARAM } from '@retainly/domain';
import { SIGN_IN_CODE_TTL_MINUTES } from './portal-sign-in-codes.repository';

/**
 * The e-mail with a verified version's sign-in code and one-click link: the agency's name,
 * never ours. The link opens the portal on whichever device reads the mail.
 */
export function signInCodeEmail(
  appUrl: string,
  to: string,
  agencyName: string | null,
  versionId: string,
  issued: { code: string; linkToken: string },
): EmailToQueue {
  const link = new URL(`/${versionId}`, appUrl);
  link.searchParams.set(SIGN_IN_PARAM, issued.linkToken);
  const from = agencyName ?? 'your onboarding portal';
  return {
    to,
    subject: `${issued.code} is your sign-in code for ${from}`,
    text: [
      `Your sign-in code for ${from} is: ${issued.code}`,
      '',
      `Or open this link to sign in: ${link.href}`,
      '',
      `The code and the link work once, for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`,
      'If you did not ask to sign in, you can ignore this e-mail.',
    ].join('\n'),
  };
}
