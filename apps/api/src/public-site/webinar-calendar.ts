/**
 * The registrant's calendar file (RFC 5545): one VEVENT with times in UTC, the live room as
 * URL and LOCATION, and a reminder 15 minutes before.
 */
export interface WebinarCalendarEvent {
  /** Globally unique and stable: a re-download updates the same calendar entry. */
  uid: string;
  startsAt: Date;
  minutes: number;
  /** When the registration was made (DTSTAMP). */
  stampedAt: Date;
  summary: string;
  description: string;
  joinUrl: string | null;
}

export const REMINDER_MINUTES = 15;

export function webinarCalendar(event: WebinarCalendarEvent): string {
  const endsAt = new Date(event.startsAt.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Retainly//Webinar//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DTEND:${utcDateTime(endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.joinUrl
      ? // URL is a URI value (not escaped as text); LOCATION is text.
        [`URL:${uriValue(event.joinUrl)}`, `LOCATION:${escapeText(event.joinUrl)}`]
      : []),
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${event.summary} starts in ${REMINDER_MINUTES} minutes`)}`,
    `TRIGGER:-PT${REMINDER_MINUTES}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 20261201T180000Z */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n, no controls. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

/** A URI value may hold no control characters (a configured URL never does; be sure). */
function uriValue(uri: string): string {
  // eslint-disable-next-line no-control-regex
  return uri.replace(/[\u0000-\u001f\u007f]/g, '');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space,
 * never splitting a UTF-8 character.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
