import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import {
  PASSWORD,
  newEmail,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { waitFor } from '../support/wait-for';
import { updateUser } from '../support/factories';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;

/** The billing webhook as a payment platform would call it: signed per Standard Webhooks. */
describe('billing webhook', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack({ BILLING_WEBHOOK_SECRET: SECRET });
  });

  afterAll(() => stack?.close());

  interface SendOptions {
    id?: string;
    secret?: string;
    sentAt?: Date;
    /** The payload's `timestamp` (when the change happened at the sender): `sentAt` unless set. */
    occurredAt?: Date | null;
    /** Changes the body after signing. */
    tamper?: (body: string) => string;
  }

  async function send(type: string, data: object, options: SendOptions = {}) {
    const id = options.id ?? `msg_${randomUUID()}`;
    const sentAt = options.sentAt ?? new Date();
    const occurredAt = options.occurredAt === undefined ? sentAt : options.occurredAt;
    const body = JSON.stringify({ type, timestamp: occurredAt?.toISOString(), data });
    const signature = new Webhook(options.secret ?? SECRET).sign(id, sentAt, body);
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/webhooks/billing',
      payload: options.tamper ? options.tamper(body) : body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, id };
  }

  const userRow = async (email: string) =>
    (
      await stack.env.db.query(`SELECT id, approval, plan FROM retainly_users WHERE email = $1`, [
        email.toLowerCase(),
      ])
    )[0] as { id: string; approval: string; plan: string } | undefined;

  const accessEvents = (email: string) =>
    stack.env.db.query(
      `SELECT data FROM outbox_events WHERE type = 'AccessChanged' AND data->>'email' = $1`,
      [email.toLowerCase()],
    );

  it('creates an account on subscription.activated, e-mails a password link, and lets it in', async () => {
    const email = newEmail();
    const res = await send('subscription.activated', { email, plan: 'basic' });
    expect(res).toMatchObject({
      status: 200,
      body: { received: true, outcome: 'account_created' },
    });
    expect(await userRow(email)).toMatchObject({ approval: 'YES', plan: 'BASIC' });

    const { mail, token } = await stack.mail.linkTokenFor(email.toLowerCase());
    expect(mail.subject).toBe('Welcome to Retainly: your subscription is active');
    expect(mail.text).toContain('/reset-password#token=');
    const set = await stack.api.post('/api/auth/password-reset/complete', {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(set.status).toBe(200);
    const login = await stack.api.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await stack.api.get('/api/tool-data', login.cookie)).status).toBe(200);
  });

  it('grants an existing trial user access and the plan, once per webhook-id', async () => {
    const { email, cookie } = await stack.signedInAgency('ADVANCED', 'TRIALING');
    const first = await send('subscription.activated', { email, plan: 'BASIC' });
    expect(first.body).toEqual({ received: true, outcome: 'access_granted' });
    expect(await userRow(email)).toMatchObject({ approval: 'YES', plan: 'BASIC' });
    expect((await stack.api.get('/api/tool-data', cookie)).status).toBe(200);
    const welcome = await waitFor('the welcome e-mail', () =>
      stack.mail.mails.find((m) => m.to.includes(email) && m.subject.startsWith('Welcome')),
    );
    expect(welcome.text).not.toContain('#token='); // it has a password: no password link

    // A replay (same webhook-id) is acknowledged and does nothing.
    await updateUser(stack.env.db, { email }, { plan: 'ADVANCED' });
    const replay = await send('subscription.activated', { email, plan: 'BASIC' }, { id: first.id });
    expect(replay).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect((await userRow(email))!.plan).toBe('ADVANCED');
    expect(await accessEvents(email)).toHaveLength(1);
  });

  it('removes access on subscription.canceled and ends the sessions at once', async () => {
    const { email, cookie } = await stack.signedInAgency();
    const res = await send('subscription.canceled', { email });
    expect(res.body).toEqual({ received: true, outcome: 'access_removed' });
    expect((await userRow(email))!.approval).toBe('NO');
    expect((await stack.api.get('/api/me', cookie)).status).toBe(401);
    expect(await accessEvents(email)).toEqual([
      { data: expect.objectContaining({ approval: 'NO', email }) },
    ]);
    const unknown = await send('subscription.canceled', { email: newEmail() });
    expect(unknown.body).toEqual({ received: true, outcome: 'unknown_user' });
  });

  it('refuses a bad signature, a tampered body, a wrong secret and a stale timestamp with 401', async () => {
    const { email } = await stack.signedInAgency('ADVANCED', 'TRIALING');
    const data = { email, plan: 'ADVANCED' };
    const refusals = [
      await send('subscription.activated', data, {
        tamper: (body) => body.replace('ADVANCED', 'BASIC'),
      }),
      await send('subscription.activated', data, {
        secret: `whsec_${randomBytes(24).toString('base64')}`,
      }),
      await send('subscription.activated', data, { sentAt: new Date(Date.now() - 6 * 60_000) }),
      await send('subscription.activated', data, { sentAt: new Date(Date.now() + 6 * 60_000) }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const unsigned = await stack.app.inject({
      method: 'POST',
      url: '/api/webhooks/billing',
      payload: { type: 'subscription.activated', data },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await userRow(email))!.approval).toBe('TRIALING');
    const [{ count }] = await stack.env.db.query(
      `SELECT count(*)::int AS count FROM billing_webhook_receipts WHERE webhook_id = ANY($1)`,
      [refusals.map((r) => r.id)],
    );
    expect(count).toBe(0);
  });

  it('acknowledges unknown types, and answers 400 for a known type without usable data', async () => {
    const unknown = await send('invoice.paid', { amount: 97 });
    expect(unknown).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } });
    const noEmail = await send('subscription.activated', { plan: 'BASIC' });
    expect(noEmail.status).toBe(400);
    const badPlan = await send('subscription.activated', { email: newEmail(), plan: 'GOLD' });
    expect(badPlan.status).toBe(400);
    const noTime = await send('subscription.canceled', { email: newEmail() }, { occurredAt: null });
    expect(noTime).toMatchObject({
      status: 400,
      body: { message: 'timestamp must be an ISO 8601 date and time' },
    });
  });

  it('applies events in the order they happened: a late older one changes nothing', async () => {
    const email = newEmail();
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect(
      (await send('subscription.activated', { email, plan: 'BASIC' }, { occurredAt: hourAgo }))
        .body,
    ).toMatchObject({ outcome: 'account_created' });
    expect((await send('subscription.canceled', { email })).body).toMatchObject({
      outcome: 'access_removed',
    });
    // The sender's retry of an activation from before the cancellation arrives last.
    const late = await send(
      'subscription.activated',
      { email, plan: 'ADVANCED' },
      { occurredAt: new Date(hourAgo.getTime() + 60_000) },
    );
    expect(late).toMatchObject({ status: 200, body: { outcome: 'superseded' } });
    expect(await userRow(email)).toMatchObject({ approval: 'NO', plan: 'BASIC' });
    // A newer activation applies.
    expect((await send('subscription.activated', { email, plan: 'ADVANCED' })).body).toMatchObject({
      outcome: 'access_granted',
    });
    expect(await userRow(email)).toMatchObject({ approval: 'YES', plan: 'ADVANCED' });
  });

  it('keeps the order for an e-mail with no account yet, and refuses a time from the future', async () => {
    // The activation failed at our end; the cancellation (of no account yet) came through first.
    const email = newEmail();
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect((await send('subscription.canceled', { email })).body).toMatchObject({
      outcome: 'unknown_user',
    });
    const retried = await send(
      'subscription.activated',
      { email, plan: 'BASIC' },
      { occurredAt: hourAgo },
    );
    expect(retried.body).toMatchObject({ outcome: 'superseded' });
    expect(await userRow(email)).toBeUndefined();

    const ahead = await send(
      'subscription.activated',
      { email, plan: 'BASIC' },
      { occurredAt: new Date(Date.now() + 3_600_000) },
    );
    expect(ahead).toMatchObject({ status: 400, body: { message: 'timestamp is in the future' } });
  });
});
