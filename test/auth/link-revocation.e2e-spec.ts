import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { insertUser, updateUser } from '../support/factories';
import { waitFor } from '../support/wait-for';

const SUBJECTS = {
  signIn: 'Your Retainly sign-in link',
  reset: 'Reset your Retainly password',
  setPassword: 'Set your Retainly password',
} as const;

/** An e-mailed link stays usable only until a newer one of its kind is used or the password changes. */
describe('revoking unused e-mailed links', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** The tokens of the first `count` mails to `email` with `subject`, whatever order they came in. */
  async function tokens(email: string, subject: string, count: number): Promise<string[]> {
    const mails = await waitFor(`${count} x '${subject}' to ${email}`, () => {
      const found = stack.mail.mails.filter(
        (m) => m.to.includes(email.toLowerCase()) && m.subject === subject,
      );
      return found.length >= count ? found : undefined;
    });
    return mails.map((m) => /#token=([A-Za-z0-9_-]+)/.exec(m.text)![1]);
  }

  async function approvedUser(): Promise<string> {
    const email = newEmail();
    await stack.signUpAndConfirm(email);
    await updateUser(stack.env.db, { email }, { approval: 'YES' });
    return email;
  }

  const openSignIn = (token: string) => stack.api.post('/api/auth/email-link/open', { token });
  const verifyReset = (token: string) =>
    stack.api.post('/api/auth/password-reset/verify', { token });

  it('opening one sign-in link ends the other unused ones', async () => {
    const email = await approvedUser();
    await stack.api.post('/api/auth/email-link', { email });
    await stack.api.post('/api/auth/email-link', { email });
    const [first, second] = await tokens(email, SUBJECTS.signIn, 2);

    expect((await openSignIn(second)).status).toBe(200);
    const older = await openSignIn(first);
    expect(older.status).toBe(400);
    expect(older.body.message).toBe('Invalid or expired link. Please request a new one.');
  });

  it('a password reset ends unused reset and sign-in links', async () => {
    const email = await approvedUser();
    await stack.api.post('/api/auth/email-link', { email });
    await stack.api.post('/api/auth/password-reset', { email });
    await stack.api.post('/api/auth/password-reset', { email });
    const [signIn] = await tokens(email, SUBJECTS.signIn, 1);
    const [used, other] = await tokens(email, SUBJECTS.reset, 2);

    const done = await stack.api.post('/api/auth/password-reset/complete', {
      token: used,
      password: 'brand-new-77',
      confirmPassword: 'brand-new-77',
    });
    expect(done.status).toBe(200);
    expect((await verifyReset(other)).body.message).toBe(
      'Invalid or expired password reset link. Please request a new one.',
    );
    expect((await openSignIn(signIn)).status).toBe(400);
  });

  it('setting a password by link ends the other set-password and reset links', async () => {
    // An account without a password (as an operator or a Google account starts).
    const email = newEmail().toLowerCase();
    await insertUser(stack.env.db, { email, email_confirmed_at: new Date() });
    await stack.api.post('/api/auth/password-reset', { email });
    const [reset] = await tokens(email, SUBJECTS.reset, 1);
    await stack.api.post('/api/auth/signup', { email, password: PASSWORD });
    await stack.api.post('/api/auth/signup', { email, password: 'other-pass-55' });
    const [first, second] = await tokens(email, SUBJECTS.setPassword, 2);

    expect((await stack.api.post('/api/auth/confirm', { token: first })).status).toBe(200);
    // The other link would have replaced the password just chosen.
    expect((await stack.api.post('/api/auth/confirm', { token: second })).status).toBe(400);
    expect((await verifyReset(reset)).status).toBe(400);
    const [{ revoked }] = await stack.env.db.query(
      `SELECT count(*)::int AS revoked FROM one_time_tokens t JOIN retainly_users u ON u.id = t.user_id
       WHERE u.email = $1 AND t.used_at IS NULL AND t.expires_at <= now()`,
      [email],
    );
    expect(revoked).toBe(2);
  });
});
