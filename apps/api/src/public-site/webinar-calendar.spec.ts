import { escapeText, fold, utcDateTime, webinarCalendar } from './webinar-calendar';

const event = {
  uid: 'webinar-1@retainly.test',
  startsAt: new Date('2026-12-01T18:00:00Z'),
  minutes: 45,
  stampedAt: new Date('2026-11-20T09:08:07.654Z'),
  summary: 'Find, close; keep\\grow, more',
  description: 'Line one\nLine two',
  joinUrl: 'https://meet.example/room?pwd=a,b;c',
};

describe('the webinar calendar file', () => {
  it('is one VEVENT in UTC with CRLF line ends, the room as URL and LOCATION, and a reminder', () => {
    const ics = webinarCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Retainly//Webinar//EN',
      'CALSCALE:GREGORIAN',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:webinar-1@retainly.test',
        'DTSTAMP:20261120T090807Z',
        'DTSTART:20261201T180000Z',
        'DTEND:20261201T184500Z',
        'SUMMARY:Find\\, close\\; keep\\\\grow\\, more',
        'DESCRIPTION:Line one\\nLine two',
        'URL:https://meet.example/room?pwd=a,b;c',
        'LOCATION:https://meet.example/room?pwd=a\\,b\\;c',
        'TRIGGER:-PT15M',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('leaves URL and LOCATION out when the registration has no room', () => {
    const ics = webinarCalendar({ ...event, joinUrl: null });
    expect(ics).not.toMatch(/^(URL|LOCATION):/m);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Zoë '.repeat(40)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('escapes text and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\u0007')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(utcDateTime(new Date('2027-03-16T17:00:00.123Z'))).toBe('20270316T170000Z');
  });
});
