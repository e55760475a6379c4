/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { newEmail, PASSWORD } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { isOwnNotFoundStatus } from '../../support/browser';
import { useBrowserStack } from '../../support/browser-stack';
import { insertUser, updateUser, type UserFields } from '../../support/factories';

/** What new users hit first (issue #15): the messages, notices and actions around sign-up. */
describe('account follow-ups in Chromium', () => {
  const t = useBrowserStack();
  const toast = (text: string) => t.page.locator('[data-sonner-toast]').filter({ hasText: text });
  const update = (email: string, fields: UserFields) =>
    updateUser(t.stack.env.db, { email }, fields);

  it('reset password: the spec’s messages show, not the browser’s minlength bubble', async () => {
    const email = newEmail();
    await t.stack.signUpAndConfirm(email);
    await t.stack.api.post('/api/auth/password-reset', { email });
    await t.page.goto(await t.linkFor(email, '/reset-password', 1));

    const password = t.page.getByLabel('New password', { exact: true });
    const confirm = t.page.getByLabel('Confirm new password', { exact: true });
    const submit = t.page.getByRole('button', { name: 'Update Password' });
    await password.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await t.page.getByText('Password must be at least 6 characters').waitFor();
    await confirm.fill('abd');
    await submit.click();
    await t.page.getByText("Passwords don't match").waitFor();
  });

  it('reset password: a check that fails says so and can be tried again', async () => {
    const email = newEmail();
    await t.stack.signUpAndConfirm(email);
    await t.stack.api.post('/api/auth/password-reset', { email });
    const link = await t.linkFor(email, '/reset-password', 1);
    await t.page.route('**/api/auth/password-reset/verify', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await t.page.goto(link);
    await t.page.getByText('Could not verify reset link.').waitFor();
    expect(
      await t.page
        .getByText('Invalid or expired password reset link. Please request a new one.')
        .count(),
    ).toBe(0);

    await t.page.unroute('**/api/auth/password-reset/verify');
    await t.page.getByRole('button', { name: 'Try again' }).click();
    await t.page.getByLabel('New password', { exact: true }).waitFor();
  });

  it.each(['/signup', '/login'])(
    '%s: a mistyped address gets the spec’s message, not the browser’s bubble',
    async (path) => {
      await t.page.goto(`${t.baseUrl}${path}`);
      await t.page.getByLabel('Email').fill('owner.agency.test'); // no @: the browser's own check refuses it
      await t.page.getByRole('button', { name: 'Continue' }).click();
      await t.page.getByText('Please enter a valid email address').waitFor();
    },
  );

  it('sign-up: show/hide password, Resend on check-your-e-mail, and a notice when confirmed', async () => {
    const email = newEmail();
    await t.page.goto(`${t.baseUrl}/signup`);
    await t.page.getByLabel('Email').fill(email);
    await t.page.getByRole('button', { name: 'Continue' }).click();
    const password = t.page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    expect(await password.getAttribute('type')).toBe('password');
    await t.page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await t.page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await t.page.getByRole('button', { name: 'Create account' }).click();

    await t.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await t.stack.mail.linkTokenFor(email.toLowerCase());
    expect(await seriousA11yProblems(t.page)).toEqual([]);
    await t.page.getByRole('button', { name: 'Resend email' }).click();
    await t.page.getByText(`We sent a new link to ${email}.`).waitFor();

    await t.page.goto(await t.linkFor(email, '/auth/confirm', 1));
    await toast('Email confirmed').waitFor();
    await t.page.getByText('Question 1 of 4').waitFor();
  });

  it('create password: Resend, then “Password created successfully” from the link', async () => {
    const email = newEmail().toLowerCase();
    await insertUser(t.stack.env.db, {
      email,
      email_confirmed_at: new Date(),
      approval: 'YES',
      initial_questions_completed: true,
    });
    await t.page.goto(`${t.baseUrl}/login`);
    await t.page.getByLabel('Email').fill(email);
    await t.page.getByRole('button', { name: 'Continue' }).click();
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByRole('button', { name: 'Create Password' }).click();
    await t.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await t.stack.mail.linkTokenFor(email);
    await t.page.getByRole('button', { name: 'Resend email' }).click();
    await t.page.getByText(`We sent a new link to ${email}.`).waitFor();

    await t.page.goto(await t.linkFor(email, '/auth/set-password', 1));
    await toast('Password created successfully').waitFor();
    await t.page.getByRole('heading', { name: 'Onboarding Tool', level: 1 }).waitFor();
  });

  it('keeps questionnaire answers over a reload, and forgets them once saved', async () => {
    const email = newEmail();
    const { cookie } = await t.stack.signUpAndConfirm(email);
    await t.page
      .context()
      .addCookies([{ name: 'retainly_session', value: cookie!.split('=')[1], url: t.baseUrl }]);
    await t.page.goto(`${t.baseUrl}/initial-questions`);
    const next = t.page.getByRole('button', { name: 'Next' });
    await t.page.getByLabel('1-2 years').check();
    await next.click();
    await t.page.getByLabel('11-25').check();
    await next.click();
    await t.page.getByText('Question 3 of 4').waitFor();

    await t.page.reload();
    await t.page.getByText('Question 3 of 4').waitFor();
    await t.page.getByRole('button', { name: 'Back' }).click();
    expect(await t.page.getByLabel('11-25').isChecked()).toBe(true);
    await next.click();
    await t.page.getByLabel('Funnels & Websites').check();
    await next.click();
    await t.page.getByLabel('Full name').fill('Dana Rivera');
    await t.page.reload();
    expect(await t.page.getByLabel('Full name').inputValue()).toBe('Dana Rivera');
    await t.page.getByRole('button', { name: 'Get Started' }).click();
    await t.page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();

    const drafts = await t.page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('questionnaire')),
    );
    expect(drafts).toEqual([]);
    const [row] = await t.stack.env.db.query(
      `SELECT highlevel_experience, active_subaccounts FROM retainly_users WHERE email = $1`,
      [email.toLowerCase()],
    );
    expect(row).toEqual({ highlevel_experience: '1-2 years', active_subaccounts: '11-25' });
  });

  it('Welcome Back: an unknown address is offered the sign-up options, and a sent link can be resent', async () => {
    // The landing page's sign-in opens when Confirming Access has counted down.
    await t.page.clock.install();
    await t.page.goto(`${t.baseUrl}/?am_id=partner-4#confirmation`);
    await t.page.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 10; second += 1) await t.page.clock.runFor(1_000);
    const dialog = t.page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email').fill(newEmail());
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog
      .getByText('Account not found. Please sign up using one of the options below.')
      .waitFor();
    expect(
      await dialog.getByRole('link', { name: 'Sign up with email' }).getAttribute('href'),
    ).toBe('/signup?am_id=partner-4');
    const google = await dialog
      .getByRole('link', { name: 'Continue with Google' })
      .getAttribute('href');
    expect(new URL(google!, t.baseUrl).searchParams.get('from')).toBe('signup');
    expect(await seriousA11yProblems(t.page, { include: '[role="dialog"]' })).toEqual([]);

    const email = newEmail().toLowerCase();
    await t.stack.signUpAndConfirm(email);
    await update(email, { approval: 'YES', initial_questions_completed: true });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Check your email').waitFor();
    await t.stack.mail.linkTokenFor(email, 1);
    await dialog.getByRole('button', { name: 'Resend email' }).click();
    await dialog.getByText(`We sent a new link to ${email}.`).waitFor();
    const { mail } = await t.stack.mail.linkTokenFor(email, 2);
    expect(mail.subject).toBe('Your Retainly sign-in link');
  });

  it('Confirming Access counts “1 second” and then redirects: a visitor to the sign-in dialog', async () => {
    await t.page.clock.install();
    await t.page.goto(`${t.baseUrl}/#confirmation`);
    const confirming = t.page.getByRole('dialog', { name: 'Confirming Access' });
    await confirming.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 9; second += 1) await t.page.clock.runFor(1_000);
    await confirming.getByText('Redirecting in 1 second...').waitFor();
    await t.page.clock.runFor(1_000);
    await t.page.getByRole('dialog', { name: 'Welcome Back' }).getByLabel('Email').waitFor();
    expect(await confirming.count()).toBe(0);
  });

  it('Confirming Access redirects a signed-in buyer to the app, welcomed as paid', async () => {
    const email = newEmail();
    const { cookie } = await t.stack.signUpAndConfirm(email);
    await update(email, { approval: 'YES', initial_questions_completed: true });
    await t.page
      .context()
      .addCookies([{ name: 'retainly_session', value: cookie!.split('=')[1], url: t.baseUrl }]);
    await t.page.clock.install();
    await t.page.goto(`${t.baseUrl}/#confirmation`);
    await t.page.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 10; second += 1) await t.page.clock.runFor(1_000);
    const welcome = t.page.getByRole('dialog', { name: 'Welcome to Retainly!' });
    await welcome.getByText('Your paid account has been activated.', { exact: false }).waitFor();
    await t.page.waitForURL(`${t.baseUrl}/app/onboarding`);
  });

  it('?confirmed=true tells a trial nothing about a paid account, until the payment lands', async () => {
    const email = newEmail();
    const { cookie } = await t.stack.signUpAndConfirm(email);
    await update(email, { initial_questions_completed: true });
    await t.page
      .context()
      .addCookies([{ name: 'retainly_session', value: cookie!.split('=')[1], url: t.baseUrl }]);
    await t.page.goto(`${t.baseUrl}/app?confirmed=true`);
    await t.page.waitForURL(`${t.baseUrl}/app/onboarding`);
    await t.page.getByTestId('trial-badge').waitFor();
    const welcome = t.page.getByRole('dialog', { name: 'Welcome to Retainly!' });
    await t.page.waitForTimeout(1_000);
    expect(await welcome.count()).toBe(0);

    // The payment platform's webhook lands a moment later: the welcome follows without a reload.
    await update(email, { approval: 'YES' });
    await welcome.getByText('Your paid account has been activated.', { exact: false }).waitFor();
  });

  it('answers an unknown address 404 with the not-found page, and logs no error for a visitor', async () => {
    const problems: string[] = [];
    t.page.on('console', (message) => {
      if (message.type() === 'error' && !isOwnNotFoundStatus(message, t.page)) {
        problems.push(`${message.text()} (${message.location().url})`);
      }
    });
    const missing = await t.page.goto(`${t.baseUrl}/pricing/old-plan`);
    expect(missing?.status()).toBe(404);
    await t.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await t.page.getByRole('link', { name: 'Return to Home' }).click();
    await t.page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    await t.page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
