import { Queue } from 'bullmq';
import { DAY_MS, nextNudgeMorning, type PortalSession } from '@retainly/domain';
import { QueueName } from '@retainly/events';
import type { CaughtMail } from '../support/mail-catcher';
import { insertOutboxEvent } from '../support/outbox-factories';
import { insertClientStall } from '../support/outcome-factories';
import { TEST_REDIS_URL } from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import {
  nudgesOf,
  stallsOf,
  startOutcomesStack,
  zoneAtHour,
  type Agency,
  type OutcomesStack,
} from './outcomes-stack';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

describe('nudge e-mails, resume links and unsubscribe', () => {
  let stack: OutcomesStack;

  beforeAll(async () => {
    stack = await startOutcomesStack();
  });

  afterAll(() => stack?.close());

  /** A stalled client with an e-mail in a zone where it is daytime, and the nudge they got. */
  async function nudgedClient(agency?: Agency) {
    const now = new Date();
    const owner = agency ?? (await stack.agency());
    const email = `client.${Math.random().toString(36).slice(2, 10)}@shop.test`;
    const clientId = await stack.client(owner, {
      email,
      name: 'Sam Client',
      createdAt: ago(now, 3 * DAY_MS),
      timeZone: zoneAtHour(12, now),
    });
    await stack.sweep(now);
    const mail = await waitFor(`the nudge to ${email}`, () =>
      stack.mail.mails.find((m) => m.to.includes(email)),
    );
    return { agency: owner, clientId, email, mail, ...tokensIn(mail) };
  }

  function tokensIn(mail: CaughtMail) {
    const resume = /\?resume=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const unsubscribe = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!resume || !unsubscribe) throw new Error(`No links in: ${mail.text}`);
    return { resume, unsubscribe };
  }

  const resume = (versionId: string, token: string) =>
    stack.api.post(`/api/portal/${versionId}/resume`, { token });

  it("goes out in the agency's name and colour, with its reply-to and one-click unsubscribe headers, never Retainly's", async () => {
    const { agency, clientId, mail, unsubscribe } = await nudgedClient();
    expect(mail.from).toContain('Acme Growth');
    expect(mail.headers['reply-to']).toContain(agency.email);
    expect(mail.subject).toBe('Sam, your onboarding with Acme Growth is waiting');
    expect(mail.html).toContain('#1a7f5a');
    expect(mail.text).toContain(`/${agency.versionId}?resume=`);
    expect(mail.text).toContain('is ready for you. First up:');
    expect(mail.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/nudges/unsubscribe?token=${unsubscribe}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The sending address is ours (MAIL_FROM); everything the client reads is the agency's.
    const displayName = mail.from.split('<')[0];
    expect(`${displayName} ${mail.subject} ${mail.html} ${mail.text}`).not.toMatch(/retainly/i);

    await waitFor('the nudge marked sent', async () =>
      (await nudgesOf(stack.env, clientId)).every((n) => n.status === 'sent'),
    );
    const [logged] = await stack.env.db.query(
      `SELECT status, subject FROM outbound_emails WHERE to_address = $1`,
      [mail.to],
    );
    expect(logged).toEqual({ status: 'sent', subject: mail.subject });
  });

  it("uses the agency's own wording", async () => {
    const agency = await stack.agency();
    const saved = await stack.api.put(
      '/api/outcomes/settings',
      { nudgeSubject: '{first_name}, {percent}% done', nudgeMessage: 'Next: {next_module}.' },
      agency.cookie,
    );
    expect(saved.status).toBe(200);
    const { mail } = await nudgedClient(agency);
    expect(mail.subject).toBe('Sam, 0% done');
    expect(mail.text).toContain('Next: ');
  });

  it('signs the client in once with the resume link, at the next unfinished module, and ends the stall', async () => {
    const { agency, clientId, resume: token } = await nudgedClient();
    const other = await stack.agency();
    expect((await resume(other.versionId, token)).status).toBe(410);

    const res = await resume(agency.versionId, token);
    expect(res.status).toBe(200);
    const session = res.body as unknown as PortalSession & { resumeAt: unknown };
    expect(session.client.email).toMatch(/@shop\.test$/);
    expect(session.resumeAt).toEqual({
      categoryId: 'foundational-setup',
      moduleId: expect.any(String),
    });
    const progress = await stack.app.inject({
      method: 'GET',
      url: `/api/portal/${agency.versionId}/progress`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(progress.statusCode).toBe(200);
    expect(await stallsOf(stack.env, clientId)).toEqual([
      expect.objectContaining({ end_reason: 'resumed' }),
    ]);

    const again = await resume(agency.versionId, token);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(
      'This link has expired or was already used. Sign in to continue.',
    );
  });

  it('refuses an expired resume link', async () => {
    const { agency, resume: token } = await nudgedClient();
    await stack.env.db.query(
      `UPDATE portal_resume_links SET expires_at = now() - interval '1 second'
       WHERE token_hash = sha256($1::bytea)`,
      [Buffer.from(token)],
    );
    expect((await resume(agency.versionId, token)).status).toBe(410);
  });

  it('unsubscribes with one click: a form POST without our header, as mail clients send it', async () => {
    const { clientId, unsubscribe } = await nudgedClient();
    const page = await stack.api.get(`/api/nudges/unsubscribe?token=${unsubscribe}`);
    expect(page.body).toEqual({
      agencyName: 'Acme Growth',
      primaryColor: '#1a7f5a',
      unsubscribed: false,
      language: 'en',
    });

    const oneClick = await stack.app.inject({
      method: 'POST',
      url: `/api/nudges/unsubscribe?token=${unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    expect(
      (await stack.api.get(`/api/nudges/unsubscribe?token=${unsubscribe}`)).body.unsubscribed,
    ).toBe(true);

    // No more reminders for this client, even once the next one falls due.
    await stack.env.db.query(
      `UPDATE client_stalls SET next_nudge_at = now() - interval '1 minute' WHERE client_id = $1`,
      [clientId],
    );
    await stack.sweep(new Date());
    expect(await nudgesOf(stack.env, clientId)).toHaveLength(1);

    const unknown = await stack.app.inject({
      method: 'POST',
      url: '/api/nudges/unsubscribe?token=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('unsubscribes with one click from a multipart/form-data POST (the RFC 8058 encoding)', async () => {
    const { unsubscribe } = await nudgedClient();
    const boundary = '----mailprovider7MA4YWxkTrZu0gW';
    const oneClick = await stack.app.inject({
      method: 'POST',
      url: `/api/nudges/unsubscribe?token=${unsubscribe}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    expect(
      (await stack.api.get(`/api/nudges/unsubscribe?token=${unsubscribe}`)).body.unsubscribed,
    ).toBe(true);
  });

  /** A nudge queued by hand (as the sweep would), for checks the sweep itself never lets through. */
  async function queuedNudge(options: {
    timeZone: string;
    ended?: boolean;
    email?: string;
    status?: 'queued' | 'sending';
  }) {
    const now = new Date();
    const agency = await stack.agency();
    const clientId = await stack.client(agency, {
      email: options.email,
      createdAt: ago(now, 3 * DAY_MS),
      timeZone: options.timeZone,
    });
    // One transaction, as the one statement it was: nothing sees the stall without its nudge.
    const nudge = await stack.env.db.transaction(async (manager) => {
      const stallId = await insertClientStall(manager, {
        client_id: clientId,
        user_id: agency.id,
        reason: 'not_started',
        inactive_since: ago(now, 3 * DAY_MS),
        ended_at: options.ended ? now : null,
        end_reason: options.ended ? 'resumed' : null,
        nudges_sent: 1,
      });
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO client_nudges (stall_id, client_id, number, status)
         VALUES ($1, $2, 1, $3) RETURNING id`,
        [stallId, clientId, options.status ?? 'queued'],
      );
      return row!;
    });
    const eventId = await insertOutboxEvent(stack.env.db, {
      type: 'NudgeQueued',
      data: { nudge_id: nudge.id },
    });
    return { clientId, nudgeId: nudge.id, eventId };
  }

  it('skips a queued nudge, with the reason, when the client came back before it went out', async () => {
    const { clientId } = await queuedNudge({ timeZone: zoneAtHour(12, new Date()), ended: true });
    const [nudge] = await waitFor('the nudge skipped', async () => {
      const nudges = await nudgesOf(stack.env, clientId);
      return nudges[0]?.status === 'skipped' ? nudges : undefined;
    });
    expect(nudge.skip_reason).toBe('The client came back before it was sent.');
  });

  it('never resends a nudge a crashed run left mid-send: marks it failed instead', async () => {
    const email = `mid.send.${Math.random().toString(36).slice(2, 10)}@shop.test`;
    const { clientId } = await queuedNudge({
      timeZone: zoneAtHour(12, new Date()),
      email,
      status: 'sending',
    });
    const [nudge] = await waitFor('the interrupted nudge failed', async () => {
      const nudges = await nudgesOf(stack.env, clientId);
      return nudges[0]?.status === 'failed' ? nudges : undefined;
    });
    expect(nudge.error).toBe('Interrupted while sending; not sent again to avoid a duplicate.');
    // A control nudge queued after it goes out, so the worker has had its turn at the first.
    const control = await nudgedClient();
    expect(control.mail).toBeDefined();
    expect(stack.mail.mails.filter((m) => m.to.includes(email))).toEqual([]);
  });

  it("holds a nudge that reaches the worker at night until 08:00 the client's time", async () => {
    const zone = zoneAtHour(2, new Date());
    const { clientId, eventId } = await queuedNudge({ timeZone: zone });
    const queue = new Queue(QueueName.Nudges, {
      connection: { url: TEST_REDIS_URL },
      prefix: stack.env.queuePrefix,
    });
    try {
      const job = await waitFor('the delayed nudge job', async () =>
        (await queue.getDelayed()).find((j) => j.data.eventId === eventId),
      );
      const runsAt = new Date(job.timestamp + job.delay);
      expect(
        Math.abs(runsAt.getTime() - nextNudgeMorning(new Date(), zone).getTime()),
      ).toBeLessThan(60_000);
      expect(await nudgesOf(stack.env, clientId)).toEqual([
        expect.objectContaining({ status: 'queued' }),
      ]);
    } finally {
      await queue.close();
    }
  });

  it('lets a mail provider post many one-click unsubscribes from one address; the page look-up stays limited', async () => {
    const post = (remoteAddress: string) =>
      stack.app.inject({
        method: 'POST',
        url: `/api/nudges/unsubscribe?token=unknown${Math.random().toString(36).slice(2)}`,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const posts = [];
    for (let i = 0; i < 60; i += 1) posts.push((await post('203.0.113.7')).statusCode);
    expect(new Set(posts)).toEqual(new Set([404]));

    const gets = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await stack.app.inject({
        method: 'GET',
        url: '/api/nudges/unsubscribe?token=unknown',
        remoteAddress: '203.0.113.8',
      });
      gets.push(res.statusCode);
    }
    expect(gets.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(gets[30]).toBe(429);
  });

  it('takes form bodies on the unsubscribe route only', async () => {
    const login = (contentType: string, payload: string) =>
      stack.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType, 'x-retainly-client': 'web' },
        payload,
      });
    const res = await login('application/x-www-form-urlencoded', 'email=a%40b.test&password=x');
    expect(res.statusCode).toBe(415);
    const multipart = await login(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.test\r\n--x--\r\n',
    );
    expect(multipart.statusCode).toBe(415);
  });
});
