import { greetingName, webinarConfirmationEmail } from './webinar-email';

describe('webinar confirmation e-mail', () => {
  it.each([
    ['Linus', 'Linus'],
    [' Zoë ', 'Zoë'],
    ["D'Arcy-Lee", "D'Arcy-Lee"],
    ['visit http://spam.example', 'there'],
    ['Win $$$ now', 'there'],
    ['x'.repeat(41), 'there'],
  ])('greets %j as %j', (input, expected) => {
    expect(greetingName(input)).toBe(expected);
  });

  it("writes the time in the visitor's zone, or the schedule's when the zone is unknown", () => {
    const startsAt = new Date('2026-12-01T18:00:00Z');
    const base = {
      to: 'a@agency.test',
      firstName: 'Ada',
      startsAt,
      appUrl: 'https://app.test',
      joinUrl: 'https://meet.example/room',
      calendarUrl: 'https://app.test/api/webinar-registrations/r1/calendar.ics',
    };
    const berlin = webinarConfirmationEmail({
      ...base,
      timeZone: 'Europe/Berlin',
      fallbackTimeZone: 'America/Chicago',
    });
    expect(berlin.text).toContain('7:00 PM');
    const unknown = webinarConfirmationEmail({
      ...base,
      timeZone: 'Mars/Base',
      fallbackTimeZone: 'America/Chicago',
    });
    expect(unknown.text).toContain('12:00 PM');
    expect(unknown.text).toContain('https://app.test/webinar');
  });

  it('gives the join link and the calendar file', () => {
    const mail = webinarConfirmationEmail({
      to: 'a@agency.test',
      firstName: 'Ada',
      startsAt: new Date('2026-12-01T18:00:00Z'),
      fallbackTimeZone: 'UTC',
      appUrl: 'https://app.test',
      joinUrl: 'https://meet.example/room',
      calendarUrl: 'https://app.test/api/webinar-registrations/r1/calendar.ics',
    });
    expect(mail.text).toContain('Join the live session here:\nhttps://meet.example/room\n');
    expect(mail.text).toContain('\nhttps://app.test/api/webinar-registrations/r1/calendar.ics\n');
  });
});
