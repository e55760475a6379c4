import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { insertUser } from '../support/factories';

/** What a new user meets after the first form: the session probe, and resending the link. */
describe('session probe and sign-up link resend', () => {
  let stack: AccountsStack;
  let api: AccountsStack['api'];

  beforeAll(async () => {
    stack = await startAccountsStack();
    ({ api } = stack);
  });

  afterAll(() => stack?.close());

  const mailsTo = async (email: string) => {
    const [{ count }] = await stack.env.db.query(
      `SELECT count(*)::int AS count FROM outbound_emails WHERE to_address = $1`,
      [email.toLowerCase()],
    );
    return count as number;
  };

  it('GET /api/session answers a visitor 200 with null, and a signed-in user with the context', async () => {
    const visitor = await api.get('/api/session');
    expect(visitor).toEqual(expect.objectContaining({ status: 200, body: { session: null } }));
    expect((await api.get('/api/session', 'retainly_session=made-up')).body).toEqual({
      session: null,
    });

    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    const signedIn = await api.get('/api/session', cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session).toEqual(
      expect.objectContaining({ email: email.toLowerCase(), approval: 'TRIALING' }),
    );

    await api.post('/api/auth/logout', undefined, cookie);
    expect((await api.get('/api/session', cookie)).body).toEqual({ session: null });
    // /api/me keeps its access rule: a signed-in endpoint, 401 without a session.
    expect((await api.get('/api/me', cookie)).status).toBe(401);
  });

  it('resends the confirmation link of an unconfirmed sign-up, and the new link confirms', async () => {
    const email = newEmail();
    await api.post('/api/auth/signup', { email, password: PASSWORD });
    await stack.mail.linkTokenFor(email.toLowerCase());

    const resent = await api.post('/api/auth/signup/resend', { email: ` ${email.toUpperCase()}` });
    expect(resent).toEqual(
      expect.objectContaining({ status: 202, body: { status: 'check_email' } }),
    );
    const { mail, token } = await stack.mail.linkTokenFor(email.toLowerCase(), 1);
    expect(mail.subject).toBe('Confirm your Retainly account');
    expect(mail.text).toContain('/auth/confirm#token=');
    expect((await api.post('/api/auth/confirm', { token })).status).toBe(200);
  });

  it('resends the set-password link of an account without a password, keeping the chosen password', async () => {
    const email = newEmail().toLowerCase();
    await insertUser(stack.env.db, { email, email_confirmed_at: new Date() });
    await api.post('/api/auth/signup', { email, password: PASSWORD });
    const first = await stack.mail.linkTokenFor(email);
    expect(first.mail.text).toContain('/auth/set-password#token=');

    expect((await api.post('/api/auth/signup/resend', { email })).status).toBe(202);
    const { mail, token } = await stack.mail.linkTokenFor(email, 1);
    expect(mail.subject).toBe('Set your Retainly password');
    expect(mail.text).toContain('/auth/set-password#token=');
    expect((await api.post('/api/auth/confirm', { token })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('sends nothing for a confirmed account or an unknown address, with the same answer', async () => {
    const confirmed = newEmail();
    await stack.signUpAndConfirm(confirmed);
    const unknown = newEmail();
    for (const email of [confirmed, unknown]) {
      const before = await mailsTo(email);
      const res = await api.post('/api/auth/signup/resend', { email });
      expect(res).toEqual(
        expect.objectContaining({ status: 202, body: { status: 'check_email' } }),
      );
      expect(await mailsTo(email)).toBe(before);
    }
    expect((await api.post('/api/auth/signup/resend', { email: 'nope' })).status).toBe(400);
  });

  it('limits resends to 3 per address per 15 minutes', async () => {
    const email = newEmail();
    await api.post('/api/auth/signup', { email, password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await api.post('/api/auth/signup/resend', { email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await mailsTo(email)).toBe(4); // the sign-up's own and three resends
  });
});
