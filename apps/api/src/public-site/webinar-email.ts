import type { EmailToQueue } from '@retainly/database';
import { validTimeZone, WEBINAR_LENGTH_MINUTES } from '@retainly/domain';
import { REMINDER_MINUTES } from './webinar-calendar';

export const WEBINAR_TITLE = 'How agencies find, close and keep more customers';

/**
 * The greeting's name: letters, spaces, apostrophes, hyphens and dots only, so the public form
 * cannot put links or text of its own into a mail we send to any address.
 */
export function greetingName(firstName: string): string {
  const name = firstName.trim();
  return /^[\p{L}][\p{L} '.-]{0,39}$/u.test(name) ? name : 'there';
}

/** The confirmation e-mail, with the time in the visitor's zone when the browser sent one. */
export function webinarConfirmationEmail(input: {
  to: string;
  firstName: string;
  startsAt: Date;
  timeZone?: string;
  fallbackTimeZone: string;
  appUrl: string;
  /** The live room of the registrant's session. */
  joinUrl: string;
  /** Absolute address of the registrant's .ics file. */
  calendarUrl: string;
}): EmailToQueue {
  const timeZone = validTimeZone(input.timeZone, input.fallbackTimeZone);
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
      `Hi ${greetingName(input.firstName)},`,
      '',
      `You're registered for "${WEBINAR_TITLE}" on ${when}.`,
      '',
      'Join the live session here:',
      input.joinUrl,
      '',
      `Add it to your calendar (with a reminder ${REMINDER_MINUTES} minutes before):`,
      input.calendarUrl,
      '',
      `It lasts ${WEBINAR_LENGTH_MINUTES} minutes. The agenda and the presenter are at`,
      `${new URL('/webinar', input.appUrl).toString()}`,
      '',
      'See you there,',
      'The Retainly team',
    ].join('\n'),
  };
}
