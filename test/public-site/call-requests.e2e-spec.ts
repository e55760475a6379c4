import { waitFor } from '../support/wait-for';
import { GRACE, SUPPORT, useFormsStack } from './forms-stack';

/** The built-in "book a call" form: stored, raised as an event, e-mailed to operators. */
describe('call requests', () => {
  const stack = useFormsStack();
  const { sentEvent, postCounting, accepted } = stack;

  describe('POST /api/call-requests', () => {
    const requestsOf = (email: string) =>
      stack.env.db.query(
        `SELECT id, full_name, email, topic, preferred_times, message, time_zone, coupon
         FROM call_requests WHERE email = $1`,
        [email],
      );

    it('stores the request, tells marketing and e-mails the support address while no operator exists', async () => {
      const request = {
        ...GRACE.typed,
        topic: 'upgrade-yearly',
        preferredTimes: 'Weekday mornings',
        message: 'We have 40 clients.\nCan we start this week?',
        timeZone: 'Europe/Berlin',
        coupon: 'ZEN10',
      };
      expect(await accepted('call_requests', '/api/call-requests', request)).toBe(
        "Thanks! We'll e-mail you within one business day to find a time.",
      );
      const [row] = await requestsOf(GRACE.stored.email);
      expect(row).toEqual({
        id: expect.any(String),
        ...GRACE.stored,
        topic: 'upgrade-yearly',
        preferred_times: 'Weekday mornings',
        message: 'We have 40 clients.\nCan we start this week?',
        time_zone: 'Europe/Berlin',
        coupon: 'ZEN10',
      });
      expect(await sentEvent('CallRequested', 'call_request_id', row.id)).toEqual({
        call_request_id: row.id,
        ...GRACE.stored,
        topic: 'upgrade-yearly',
      });
      const mail = await waitFor('the call request e-mail', () =>
        stack.mail.mails.find((m) => m.to.includes(SUPPORT) && m.text.includes('Grace Hopper')),
      );
      // (The catcher reads a folded subject's first line only.)
      expect(mail.subject).toMatch(/^Call request from Grace Hopper: Upgrading to Pro, yearly/);
      expect(mail.text).toContain(`E-mail: ${GRACE.stored.email}`);
      expect(mail.text).toContain('Best times: Weekday mornings');
      expect(mail.text).toContain('Their time zone: Europe/Berlin');
      expect(mail.text).toContain('Coupon to apply: ZEN10');
      expect(mail.text).toMatch(/We have 40 clients\.\r?\nCan we start this week\?/);
      expect(mail.text).toContain('/admin/leads?list=call-requests');
    });

    it('e-mails every operator once one exists, and lists the request in the console', async () => {
      const operator = await stack.signedInOperator();
      const res = await stack.api.post('/api/call-requests', {
        fullName: 'Alan\r\nBcc: spam@evil.test',
        email: 'alan.call@agency.test',
      });
      expect(res.status).toBe(201);
      const [row] = await requestsOf('alan.call@agency.test');
      expect(row).toMatchObject({
        topic: 'call',
        preferred_times: null,
        message: null,
        time_zone: null,
        coupon: null,
      });
      const mail = await waitFor('the operator e-mail', () =>
        stack.mail.mails.find((m) => m.text.includes('alan.call@agency.test')),
      );
      expect(mail.to).toContain(operator.email);
      // The visitor's name is one line in the subject: it cannot add a header of its own.
      expect(mail.subject).toBe('Call request from Alan Bcc: spam@evil.test: A demo call');
      expect(stack.mail.mails.filter((m) => m.text.includes('alan.call@agency.test'))).toHaveLength(
        1,
      );

      const list = await stack.api.get(
        '/api/admin/leads/call-requests?search=alan',
        operator.cookie,
      );
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(1);
      expect((list.body.rows as Record<string, unknown>[])[0]).toMatchObject({
        email: 'alan.call@agency.test',
        topic: 'call',
      });
    });

    it.each([
      [{ email: 'a@agency.test' }, 'Please enter your name and e-mail address'],
      [{ fullName: '  ', email: 'a@agency.test' }, 'Please enter your name and e-mail address'],
      [{ fullName: 'Ada', email: ' ' }, 'Please enter your name and e-mail address'],
      [{ fullName: 'Ada', email: 'nope' }, 'Please enter a valid e-mail address'],
    ])('refuses %j with %s and stores nothing', async (form, message) => {
      expect(await postCounting('call_requests', '/api/call-requests', form)).toEqual({
        status: 400,
        message,
        added: 0,
      });
    });

    it('refuses an unknown topic, unknown fields and oversized text with 400', async () => {
      const base = { fullName: 'Ada', email: 'a@agency.test' };
      for (const form of [
        { ...base, topic: 'gold-plan' },
        { ...base, admin: true },
        { ...base, message: 'x'.repeat(2001) },
        { ...base, preferredTimes: 'x'.repeat(201) },
      ]) {
        expect((await stack.api.post('/api/call-requests', form)).status).toBe(400);
      }
    });

    it('refuses a coupon that is no short token with 400', async () => {
      const base = { fullName: 'Ada', email: 'a@agency.test' };
      for (const coupon of ['ZEN10\nBcc: spam@evil.test', 'x'.repeat(41), '', 'ZEN 10']) {
        const res = await stack.app.inject({
          method: 'POST',
          url: '/api/call-requests',
          headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
          remoteAddress: '198.51.100.15', // its own rate-limit bucket
          payload: JSON.stringify({ ...base, coupon }),
        });
        expect(res.statusCode).toBe(400);
      }
    });
  });
});
