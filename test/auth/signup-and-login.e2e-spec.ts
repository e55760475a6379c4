import {
  startAccountsStack,
  newEmail,
  PASSWORD,
  type AccountsStack,
} from '../support/accounts-stack';
import { updateUser, type UserFields } from '../support/factories';

describe('sign-up, confirmation, login, sessions', () => {
  let stack: AccountsStack;
  let api: AccountsStack['api'];
  let mail: AccountsStack['mail'];
  let env: AccountsStack['env'];
  let app: AccountsStack['app'];
  const signUpAndConfirm = (email: string) => stack.signUpAndConfirm(email);

  beforeAll(async () => {
    stack = await startAccountsStack();
    ({ api, mail, env, app } = stack);
  });

  afterAll(() => stack?.close());

  it('refuses bad sign-up input with the reason', async () => {
    const cases = [
      [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
      [{ email: newEmail(), password: 'abc' }, 'Password must be at least 6 characters'],
      [
        { email: newEmail(), password: 'password1' },
        'Password is too common and easy to guess. Please choose a different one.',
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await api.post('/api/auth/signup', payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const wrongType = await api.post('/api/auth/signup', {
      email: 42,
      password: PASSWORD,
      admin: true,
    });
    expect(wrongType.status).toBe(400);
  });

  it('creates the account, e-mails a confirmation link, and signs in with a fresh trial on confirm', async () => {
    const email = newEmail();
    expect((await api.post('/api/auth/account-status', { email })).body).toEqual({
      exists: false,
      hasPassword: false,
    });

    const signUp = await api.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      timeZone: 'America/Chicago',
    });
    expect(signUp).toEqual(
      expect.objectContaining({ status: 202, body: { status: 'check_email' } }),
    );
    expect(signUp.setCookie).toBeUndefined();
    expect((await api.post('/api/auth/account-status', { email })).body).toEqual({
      exists: true,
      hasPassword: true,
    });

    const { mail: confirmation, token } = await mail.linkTokenFor(email.toLowerCase());
    expect(confirmation.subject).toBe('Confirm your Retainly account');
    expect(confirmation.text).toContain('http://localhost:3000/auth/confirm#token=');

    const confirmed = await api.post('/api/auth/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.setCookie).toMatch(/HttpOnly/i);
    expect(confirmed.setCookie).toMatch(/SameSite=Lax/i);
    expect(confirmed.body).toEqual(
      expect.objectContaining({
        email: email.toLowerCase(),
        approval: 'TRIALING',
        isTrialing: true,
        isApproved: false,
        trialDaysRemaining: 7,
        isTrialExpired: false,
        isOperator: false,
        initialQuestionsCompleted: false,
        plan: 'ADVANCED',
      }),
    );
    const me = await api.get('/api/me', confirmed.cookie);
    expect(me.status).toBe(200);
    expect(me.body.userId).toBe(confirmed.body.userId);

    const events: { type: string }[] = await env.db.query(
      `SELECT type FROM outbox_events WHERE data->>'user_id' = $1 ORDER BY position`,
      [confirmed.body.userId],
    );
    expect(events.map((e) => e.type)).toEqual(['UserSignedUp', 'TrialStarted']);

    const reused = await api.post('/api/auth/confirm', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Invalid or expired link. Please request a new one.');
  });

  it('says the account exists when signing up again', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const again = await api.post('/api/auth/signup', { email, password: 'another-pass-9' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Account exists. This email is already registered. Redirecting to login...',
    );
  });

  it('logs in with the password, with spec messages for every refusal', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);

    const unknown = await api.post('/api/auth/login', { email: newEmail(), password: PASSWORD });
    expect(unknown).toEqual(expect.objectContaining({ status: 404 }));
    expect(unknown.body.message).toBe('Account not found. Please sign up first.');
    const wrong = await api.post('/api/auth/login', { email, password: 'not-my-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid login credentials');

    const first = await api.post('/api/auth/login', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    const second = await api.post('/api/auth/login', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('refuses an unconfirmed account and sends a new confirmation link', async () => {
    const email = newEmail();
    await api.post('/api/auth/signup', { email, password: PASSWORD });
    await mail.linkTokenFor(email.toLowerCase());

    const res = await api.post('/api/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('email_not_confirmed');
    const { token } = await mail.linkTokenFor(email.toLowerCase(), 1);
    expect((await api.post('/api/auth/confirm', { token })).status).toBe(200);
  });

  // The title names the change as SQL; `fields` make the same change.
  it.each<[string, () => UserFields]>([
    ["approval = 'NO'", () => ({ approval: 'NO' })],
    [
      "trial_ends_at = now() - interval '1 minute'",
      () => ({ trial_ends_at: new Date(Date.now() - 60_000) }),
    ],
  ])('shows the not-approved step when %s', async (_change, fields) => {
    const email = newEmail();
    await signUpAndConfirm(email);
    await updateUser(env.db, { email }, fields());

    const res = await api.post('/api/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(
      expect.objectContaining({
        code: 'not_approved',
        message: 'Your trial has ended or access has been revoked. Please upgrade to continue.',
      }),
    );
    expect(res.setCookie).toBeUndefined();
  });

  it('ends the session on sign-out, and keeps only a hash of the token', async () => {
    const { cookie, body } = await signUpAndConfirm(newEmail());
    const token = cookie!.split('=')[1];
    const stored: { token_hash: Buffer }[] = await env.db.query(
      `SELECT token_hash FROM sessions WHERE user_id = $1`,
      [body.userId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash.toString('base64url')).not.toBe(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    expect((await api.post('/api/auth/logout', undefined, cookie)).status).toBe(204);
    expect((await api.get('/api/me', cookie)).status).toBe(401);
    expect((await api.get('/api/me')).status).toBe(401);
  });

  it('refuses a cookie-authenticated write without the client header (CSRF)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });

  it('rate-limits login attempts per e-mail address', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await api.post('/api/auth/login', { email, password: 'wrong-password' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    const limited = await api.post('/api/auth/login', { email, password: 'wrong-password' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
