import type { EmailToQueue } from '@retainly/database';
import {
  fillSignInCopy,
  SIGN_IN_CODE_COPY,
  SIGN_IN_PARAM,
  type PortalLanguage,
} from '@retainly/domain';
import { SIGN_IN_CODE_TTL_MINUTES } from './portal-sign-in-codes.repository';

/**
 * The e-mail with a verified version's sign-in code and one-click link, in the language the
 * client was reading the portal in: the agency's name, never ours. The link opens the portal
 * on whichever device reads the mail.
 */
export function signInCodeEmail(
  appUrl: string,
  to: string,
  agencyName: string | null,
  versionId: string,
  issued: { code: string; linkToken: string },
  language: PortalLanguage,
): EmailToQueue {
  const link = new URL(`/${versionId}`, appUrl);
  link.searchParams.set(SIGN_IN_PARAM, issued.linkToken);
  const copy = SIGN_IN_CODE_COPY[language];
  const values = {
    code: issued.code,
    agency: agencyName ?? copy.portal,
    link: link.href,
    minutes: SIGN_IN_CODE_TTL_MINUTES,
  };
  const fill = (line: string) => fillSignInCopy(line, values);
  return {
    to,
    subject: fill(copy.subject),
    text: [fill(copy.codeLine), '', fill(copy.linkLine), '', fill(copy.validity), copy.ignore].join(
      '\n',
    ),
  };
}
