import type { EmailToQueue } from '@retainly/database';
import { WEBINAR_LENGTH_MINUTES } from '@retainly/domain';

export const WEBINAR_TITLE = 'How agencies find, close and keep more customers';

function isTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The confirmation e-mail, with the time in the visitor's zone when the browser sent one. */
export function webinarConfirmationEmail(input: {
  to: string;
  firstName: string;
  startsAt: Date;
  timeZone?: string;
  fallbackTimeZone: string;
  appUrl: string;
}): EmailToQueue {
  const timeZone = isTimeZone(input.timeZone) ? input.timeZone : input.fallbackTimeZone;
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(input.startsAt);
  return {
    to: input.to,
    subject: `You're registered: ${WEBINAR_TITLE}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `You're registered for "${WEBINAR_TITLE}" on ${when}.`,
      `It lasts ${WEBINAR_LENGTH_MINUTES} minutes. The agenda and the presenter are at`,
      `${new URL('/webinar', input.appUrl).toString()}`,
      '',
      'See you there,',
      'The Retainly team',
    ].join('\n'),
  };
}
