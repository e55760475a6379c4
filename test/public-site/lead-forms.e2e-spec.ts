import type { SiteConfig } from '@retainly/domain';
import { parseIcs } from '../support/ics';
import { siteConfigFile } from '../support/site-config';
import { waitFor } from '../support/wait-for';
import { GRACE, useFormsStack } from './forms-stack';

/** The webinar's live room: its comma and semicolon must be escaped in the calendar's text. */
const ROOM = 'https://meet.example/webinar?pwd=a,b;c';

/** An affiliate application as typed, with an empty company (stored as none). */
const AFFILIATE = {
  ...GRACE.typed,
  company: '',
  networkSize: '26-50',
  audienceDescription: 'Agency owners in Texas',
};

describe('public site forms and config', () => {
  const stack = useFormsStack({
    SITE_CONFIG_FILE: siteConfigFile({
      bookingUrl: 'https://booking.example/retainly',
      paymentLinks: { 'pricing-yearly': 'https://pay.example/yearly' },
      tracking: { pageViewScriptUrl: 'https://stats.example/pv.js' },
      webinar: {
        timeZone: 'America/Chicago',
        joinUrl: ROOM,
        weekly: [{ weekday: 'wednesday', time: '15:00' }],
      },
    }),
  });
  const { eventsOfType, sentEvent, postCounting, accepted } = stack;

  describe('GET /api/site-config', () => {
    it('serves the configured links, nulls for the rest, and the next webinar sessions', async () => {
      const res = await stack.api.get('/api/site-config');
      expect(res.status).toBe(200);
      const config = res.body as unknown as SiteConfig;
      expect(config.bookingUrl).toBe('https://booking.example/retainly');
      expect(config.paymentLinks['pricing-yearly']).toBe('https://pay.example/yearly');
      expect(config.paymentLinks['pricing-monthly']).toBeNull();
      expect(config.reviewFormUrl).toBeNull();
      expect(config.supportEmail).toBe('help@retainly.test');
      expect(config.webinar.sessions).toHaveLength(4);
      const starts = config.webinar.sessions.map((iso) => new Date(iso));
      for (const start of starts) {
        expect(start.getTime()).toBeGreaterThan(Date.now());
        expect(start.getUTCDay()).toBe(3); // Wednesday 15:00 in Chicago is still Wednesday in UTC
      }
      expect(starts[1].getTime() - starts[0].getTime()).toBeGreaterThanOrEqual(6.9 * 86_400_000);
      // The live room goes to registrants only.
      expect(JSON.stringify(res.body)).not.toContain('meet.example');
    });

    it('allows the configured tracking script in the CSP and nothing else', async () => {
      const res = await stack.app.inject({ method: 'GET', url: '/api/site-config' });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://stats.example");
      expect(csp).not.toContain('booking.example');
    });
  });

  describe('POST /api/affiliates', () => {
    it('stores the application and tells marketing (AffiliateApplied)', async () => {
      expect(await accepted('affiliates', '/api/affiliates', AFFILIATE)).toBe(
        'Application submitted successfully',
      );
      const [row] = await stack.env.db.query(
        `SELECT id, full_name, email, company, network_size, audience_description FROM affiliates`,
      );
      expect(row).toMatchObject({
        ...GRACE.stored,
        company: null,
        network_size: '26-50',
        audience_description: 'Agency owners in Texas',
      });
      expect(await sentEvent('AffiliateApplied', 'affiliate_id', row.id)).toEqual({
        affiliate_id: row.id,
        ...GRACE.stored,
        company: null,
        network_size: '26-50',
      });
    });

    it.each([
      [{ email: 'a@agency.test', networkSize: '1-10' }],
      [{ fullName: '   ', email: 'a@agency.test', networkSize: '1-10' }],
      [{ fullName: 'Ada', email: '', networkSize: '1-10' }],
      [{ fullName: 'Ada', email: 'a@agency.test' }],
      [{ fullName: 'Ada', email: 'a@agency.test', networkSize: 'huge' }],
    ])('refuses %j with the required-fields message and stores nothing', async (form) => {
      expect(await postCounting('affiliates', '/api/affiliates', form)).toEqual({
        status: 400,
        message: 'Please fill in all required fields',
        added: 0,
      });
    });

    it('refuses unknown fields, wrong types and oversized text with 400, never 500', async () => {
      const base = { fullName: 'Ada', email: 'a@agency.test', networkSize: '1-10' };
      for (const form of [
        { ...base, admin: true },
        { ...base, fullName: 42 },
        { ...base, audienceDescription: 'x'.repeat(2001) },
        { ...base, email: 'not-an-email' },
      ]) {
        expect((await stack.api.post('/api/affiliates', form)).status).toBe(400);
      }
    });
  });

  describe('POST /api/summit-leads', () => {
    it('stores the trimmed name and code plus digits, and emits LeadCaptured', async () => {
      const lead = { name: '  Ada  ', countryCode: '+44', phone: '07911 123456' };
      expect(await accepted('levelup_connections', '/api/summit-leads', lead)).toBe(
        'Thank You! Check your texts!',
      );
      const [row] = await stack.env.db.query(
        `SELECT id, name, phone_number FROM levelup_connections`,
      );
      expect(row).toMatchObject({ name: 'Ada', phone_number: '+4407911123456' });
      expect(await sentEvent('LeadCaptured', 'lead_id', row.id)).toEqual({
        lead_id: row.id,
        source: 'summit',
        name: 'Ada',
        phone_number: '+4407911123456',
      });
    });

    it.each([
      [{ name: ' ', countryCode: '+1', phone: '(555) 123-4567' }, 'Please enter your name'],
      [{ countryCode: '+1', phone: '(555) 123-4567' }, 'Please enter your name'],
      [{ name: 'Ada', countryCode: '+1', phone: '   ' }, 'Please enter your phone number'],
      [{ name: 'Ada', countryCode: '+1', phone: '123-456' }, 'Please enter a valid phone number'],
      [
        { name: 'Ada', countryCode: '+1', phone: '555 123 45678' },
        'Please enter a valid phone number',
      ],
      [
        { name: 'Ada', countryCode: '+999', phone: '5551234567' },
        'Please enter a valid phone number',
      ],
      [
        { name: 'Ada', countryCode: '+1', phone: '5'.repeat(21) },
        'Please enter a valid phone number',
      ],
    ])('refuses %j with %s', async (form, message) => {
      const res = await stack.api.post('/api/summit-leads', form);
      expect(res.status).toBe(400);
      expect([res.body.message].flat()[0]).toBe(message);
    });
  });

  describe('POST /api/webinar-registrations', () => {
    const session = async () =>
      ((await stack.api.get('/api/site-config')).body as unknown as SiteConfig).webinar.sessions[1];

    it('registers for a listed session, e-mails the join link and calendar file, emits WebinarRegistered', async () => {
      const sessionStartsAt = await session();
      const form = {
        firstName: ' Linus ',
        email: 'Linus@Agency.test',
        sessionStartsAt,
        consent: true,
        timeZone: 'Europe/Berlin',
      };
      const res = await stack.api.post('/api/webinar-registrations', form);
      expect(res.status).toBe(201);
      const [row] = await stack.env.db.query(
        `SELECT id, first_name, email, session_starts_at, consent, join_url
         FROM webinar_registrations`,
      );
      expect(row).toEqual({
        id: expect.any(String),
        first_name: 'Linus',
        email: 'linus@agency.test',
        session_starts_at: new Date(sessionStartsAt),
        consent: true,
        join_url: ROOM,
      });
      const calendarUrl = `/api/webinar-registrations/${row.id}/calendar.ics`;
      expect(res.body).toEqual({
        message: "You're registered! Check your e-mail for the details.",
        sessionStartsAt,
        joinUrl: ROOM,
        calendarUrl,
      });
      const mail = await waitFor('the confirmation e-mail', () =>
        stack.mail.mails.find((m) => m.to.includes('linus@agency.test')),
      );
      expect(mail.subject).toContain("You're registered");
      expect(mail.text).toContain('Hi Linus,');
      const berlinZone = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Berlin',
        timeZoneName: 'short',
      })
        .formatToParts(new Date(sessionStartsAt))
        .find((part) => part.type === 'timeZoneName')!.value;
      expect(mail.text).toContain(berlinZone); // the visitor's zone, from the browser
      // The join link and the calendar file, each on a line of its own.
      const mailLines = mail.text.split(/\r?\n/);
      expect(mailLines).toContain(ROOM);
      const calendarLink = mailLines.find((line) => line.endsWith('/calendar.ics'));
      expect(new URL(calendarLink!).pathname).toBe(calendarUrl);
      await stack.receiver.deliveredEvent(
        'WebinarRegistered',
        (data) =>
          data.email === 'linus@agency.test' && data.consent === true && data.join_url === ROOM,
      );

      // Registering twice is a success that stores and sends nothing more, with the same seat.
      const again = await stack.api.post('/api/webinar-registrations', form);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(res.body);
      expect(await eventsOfType('WebinarRegistered')).toHaveLength(1);
      const count = await stack.env.db.query(
        `SELECT count(*)::int AS n FROM webinar_registrations`,
      );
      expect(count[0].n).toBe(1);
    });

    it("serves the registrant's session as an iCalendar file: UTC times, the room, a reminder", async () => {
      const sessionStartsAt = await session();
      const seat = await stack.api.post('/api/webinar-registrations', {
        firstName: 'Ada',
        email: 'ada.ics@agency.test',
        sessionStartsAt,
      });
      const registrationId = /webinar-registrations\/([0-9a-f-]{36})\//.exec(
        seat.body.calendarUrl as string,
      )![1];
      const res = await stack.app.inject({ method: 'GET', url: seat.body.calendarUrl as string });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="retainly-webinar.ics"',
      );
      const calendar = parseIcs(res.body);
      expect(calendar.name).toBe('VCALENDAR');
      expect(calendar.get('VERSION')).toBe('2.0');
      expect(calendar.get('PRODID')).toBeTruthy();
      expect(calendar.components.map((c) => c.name)).toEqual(['VEVENT']);
      const [event] = calendar.components;
      const utc = (date: Date) =>
        date
          .toISOString()
          .replace(/\.\d{3}/, '')
          .replace(/[-:]/g, '');
      const start = new Date(sessionStartsAt);
      expect(event.get('UID')).toBe(`webinar-${registrationId}@localhost`);
      expect(event.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get('DTSTART')).toBe(utc(start));
      expect(event.get('DTEND')).toBe(utc(new Date(start.getTime() + 45 * 60_000)));
      expect(event.text('SUMMARY')).toBe('How agencies find, close and keep more customers');
      expect(event.get('SUMMARY')).toBe('How agencies find\\, close and keep more customers');
      expect(event.get('URL')).toBe(ROOM);
      expect(event.text('LOCATION')).toBe(ROOM);
      expect(event.get('LOCATION')).toBe('https://meet.example/webinar?pwd=a\\,b\\;c');
      expect(event.text('DESCRIPTION')).toContain(`Join the live session: ${ROOM}\n`);
      const [alarm] = event.components;
      expect(alarm.name).toBe('VALARM');
      expect(alarm.get('TRIGGER')).toBe('-PT15M');
      expect(alarm.get('ACTION')).toBe('DISPLAY');
    });

    it('answers 404 for an unknown registration and 400 for a malformed id', async () => {
      const unknown = await stack.app.inject({
        method: 'GET',
        url: '/api/webinar-registrations/6f1c1c39-5a4e-4d7e-9a51-9d1a3c0e2b77/calendar.ics',
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await stack.app.inject({
        method: 'GET',
        url: '/api/webinar-registrations/not-an-id/calendar.ics',
      });
      expect(malformed.statusCode).toBe(400);
    });

    it.each([
      [{ email: 'a@agency.test' }, 'Please enter your first name and e-mail address'],
      [{ firstName: 'Ada', email: '  ' }, 'Please enter your first name and e-mail address'],
      [{ firstName: 'Ada', email: 'nope' }, 'Please enter a valid e-mail address'],
      [
        { firstName: 'Ada', email: 'a@agency.test', sessionStartsAt: '2020-01-01T00:00:00.000Z' },
        'That session is no longer open. Please pick another one.',
      ],
    ])('refuses %j with %s', async (partial, message) => {
      const res = await stack.api.post('/api/webinar-registrations', {
        sessionStartsAt: await session(),
        ...partial,
      });
      expect(res.status).toBe(400);
      expect([res.body.message].flat()[0]).toBe(message);
    });
  });

  it('rate limits the forms per client IP with a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await stack.app.inject({
        method: 'POST',
        url: '/api/summit-leads',
        headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
        remoteAddress: '198.51.100.7',
        payload: JSON.stringify({ name: 'Ada', countryCode: '+1', phone: '123' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
