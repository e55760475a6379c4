import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { updateUser } from '../support/factories';

const ANSWERS = {
  highlevelExperience: '1-2 years',
  activeSubaccounts: '11-25',
  mostUsedFeature: 'Workflows & Automation',
  fullName: '  Dana Rivera ',
};

describe('password reset, e-mail sign-in link, questionnaire', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  describe('password reset', () => {
    it('answers the same for unknown addresses and sends nothing', async () => {
      const res = await stack.api.post('/api/auth/password-reset', { email: newEmail() });
      expect(res.status).toBe(202);
      expect(res.body.message).toBe(
        'If an account exists for that address, we sent a password reset e-mail.',
      );
    });

    it('resets through the e-mailed link once, and ends every other session', async () => {
      const email = newEmail();
      const { cookie: oldSession } = await stack.signUpAndConfirm(email);
      await stack.api.post('/api/auth/password-reset', { email });
      const { mail, token } = await stack.mail.linkTokenFor(email.toLowerCase(), 1);
      expect(mail.text).toContain('/reset-password#token=');

      expect((await stack.api.post('/api/auth/password-reset/verify', { token })).body).toEqual({
        valid: true,
      });
      const mismatch = await stack.api.post('/api/auth/password-reset/complete', {
        token,
        password: 'brand-new-77',
        confirmPassword: 'brand-new-78',
      });
      expect(mismatch.body.message).toBe("Passwords don't match");
      const short = await stack.api.post('/api/auth/password-reset/complete', {
        token,
        password: 'abc',
        confirmPassword: 'abc',
      });
      expect(short.body.message).toBe('Password must be at least 6 characters');

      const done = await stack.api.post('/api/auth/password-reset/complete', {
        token,
        password: 'brand-new-77',
        confirmPassword: 'brand-new-77',
      });
      expect(done).toEqual(
        expect.objectContaining({ status: 200, body: { message: 'Password updated' } }),
      );
      expect((await stack.api.get('/api/me', oldSession)).status).toBe(401);
      expect((await stack.api.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(
        401,
      );
      expect(
        (await stack.api.post('/api/auth/login', { email, password: 'brand-new-77' })).status,
      ).toBe(200);

      const again = await stack.api.post('/api/auth/password-reset/verify', { token });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(
        'Invalid or expired password reset link. Please request a new one.',
      );
    });

    it('refuses an expired link', async () => {
      const email = newEmail();
      await stack.signUpAndConfirm(email);
      await stack.api.post('/api/auth/password-reset', { email });
      const { token } = await stack.mail.linkTokenFor(email.toLowerCase(), 1);
      await stack.env.db.query(
        `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'`,
      );
      const res = await stack.api.post('/api/auth/password-reset/complete', {
        token,
        password: 'brand-new-77',
        confirmPassword: 'brand-new-77',
      });
      expect(res.body.message).toBe(
        'Invalid or expired password reset link. Please request a new one.',
      );
    });
  });

  describe('landing e-mail sign-in', () => {
    it('gives the spec messages for blank, unknown and not-approved addresses', async () => {
      const blank = await stack.api.post('/api/auth/email-link', { email: '   ' });
      expect(blank.body.message).toBe('Please enter your email address');
      const unknown = await stack.api.post('/api/auth/email-link', { email: newEmail() });
      expect(unknown.body.message).toBe(
        'Account not found. Please sign up using one of the options below.',
      );

      const trialing = newEmail();
      await stack.signUpAndConfirm(trialing);
      const denied = await stack.api.post('/api/auth/email-link', { email: trialing });
      expect(denied).toEqual(expect.objectContaining({ status: 403 }));
      expect(denied.body.message).toBe('Your account access has been denied.');
    });

    it('e-mails an approved user a single-use link that signs in and records the access', async () => {
      const email = newEmail();
      await stack.signUpAndConfirm(email);
      await updateUser(stack.env.db, { email }, { approval: 'YES' });

      const requested = await stack.api.post('/api/auth/email-link', {
        email: ` ${email.toUpperCase()} `,
      });
      expect(requested.status).toBe(202);
      expect(requested.setCookie).toBeUndefined();
      const { token } = await stack.mail.linkTokenFor(email.toLowerCase(), 1);

      const opened = await stack.api.post('/api/auth/email-link/open', { token });
      expect(opened.status).toBe(200);
      expect(opened.body.message).toBe('Welcome back! Access granted.');
      expect((await stack.api.get('/api/me', opened.cookie)).body.isApproved).toBe(true);
      const [row] = await stack.env.db.query(
        `SELECT last_accessed FROM retainly_users WHERE email = $1`,
        [email.toLowerCase()],
      );
      expect(row.last_accessed).toBeInstanceOf(Date);
      expect((await stack.api.post('/api/auth/email-link/open', { token })).status).toBe(400);
    });
  });

  describe('initial questionnaire', () => {
    it('needs a session', async () => {
      expect((await stack.api.post('/api/onboarding/questionnaire', ANSWERS)).status).toBe(401);
    });

    it('refuses blank or unknown answers', async () => {
      const { cookie } = await stack.signUpAndConfirm(newEmail());
      const blankName = await stack.api.post(
        '/api/onboarding/questionnaire',
        { ...ANSWERS, fullName: '  ' },
        cookie,
      );
      expect(blankName.status).toBe(400);
      expect(String(blankName.body.message)).toContain('Please enter your name');
      const madeUp = await stack.api.post(
        '/api/onboarding/questionnaire',
        { ...ANSWERS, activeSubaccounts: '9000' },
        cookie,
      );
      expect(madeUp.status).toBe(400);
    });

    it('saves the answers, completes the questionnaire and emits OnboardingCompleted', async () => {
      const email = newEmail();
      const { cookie, body } = await stack.signUpAndConfirm(email);
      const res = await stack.api.post('/api/onboarding/questionnaire', ANSWERS, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({ initialQuestionsCompleted: true, fullName: 'Dana Rivera' }),
      );

      const [event] = await stack.env.db.query(
        `SELECT data FROM outbox_events WHERE type = 'OnboardingCompleted' AND data->>'user_id' = $1`,
        [body.userId],
      );
      expect(event.data).toEqual({
        user_id: body.userId,
        email: email.toLowerCase(),
        onboarding_completed: true,
        highlevel_experience: '1-2 years',
        active_subaccounts: '11-25',
        most_used_feature: 'Workflows & Automation',
        full_name: 'Dana Rivera',
      });
    });
  });
});
