/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { seriousA11yProblems } from '../support/a11y';
import { isOwnNotFoundStatus, launchChromium } from '../support/browser';

/** What new users hit first (issue #15): the messages, notices and actions around sign-up. */
describe('account follow-ups in Chromium', () => {
  let stack: AccountsStack;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    stack = await startAccountsStack();
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(stack.app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
  });

  afterEach(() => page.context().close());

  const linkFor = async (email: string, path: string, seen = 0) => {
    const { token } = await stack.mail.linkTokenFor(email.toLowerCase(), seen);
    return `${baseUrl}${path}#token=${token}`;
  };
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const update = (email: string, set: string) =>
    stack.env.db.query(`UPDATE retainly_users SET ${set} WHERE email = $1`, [email.toLowerCase()]);

  it('reset password: the spec’s messages show, not the browser’s minlength bubble', async () => {
    const email = newEmail();
    await stack.signUpAndConfirm(email);
    await stack.api.post('/api/auth/password-reset', { email });
    await page.goto(await linkFor(email, '/reset-password', 1));

    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Update Password' });
    await password.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await confirm.fill('abd');
    await submit.click();
    await page.getByText("Passwords don't match").waitFor();
  });

  it('reset password: a check that fails says so and can be tried again', async () => {
    const email = newEmail();
    await stack.signUpAndConfirm(email);
    await stack.api.post('/api/auth/password-reset', { email });
    const link = await linkFor(email, '/reset-password', 1);
    await page.route('**/api/auth/password-reset/verify', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(link);
    await page.getByText('Could not verify reset link.').waitFor();
    expect(
      await page
        .getByText('Invalid or expired password reset link. Please request a new one.')
        .count(),
    ).toBe(0);

    await page.unroute('**/api/auth/password-reset/verify');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('New password', { exact: true }).waitFor();
  });

  it.each(['/signup', '/login'])(
    '%s: a mistyped address gets the spec’s message, not the browser’s bubble',
    async (path) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByLabel('Email').fill('owner.agency.test'); // no @: the browser's own check refuses it
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please enter a valid email address').waitFor();
    },
  );

  it('sign-up: show/hide password, Resend on check-your-e-mail, and a notice when confirmed', async () => {
    const email = newEmail();
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await stack.mail.linkTokenFor(email.toLowerCase());
    expect(await seriousA11yProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByText(`We sent a new link to ${email}.`).waitFor();

    await page.goto(await linkFor(email, '/auth/confirm', 1));
    await toast('Email confirmed').waitFor();
    await page.getByText('Question 1 of 4').waitFor();
  });

  it('create password: Resend, then “Password created successfully” from the link', async () => {
    const email = newEmail().toLowerCase();
    await stack.env.db.query(
      `INSERT INTO retainly_users (email, email_confirmed_at, approval, initial_questions_completed)
       VALUES ($1, now(), 'YES', true)`,
      [email],
    );
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Password' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await stack.mail.linkTokenFor(email);
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByText(`We sent a new link to ${email}.`).waitFor();

    await page.goto(await linkFor(email, '/auth/set-password', 1));
    await toast('Password created successfully').waitFor();
    await page.getByRole('heading', { name: 'Onboarding Tool', level: 1 }).waitFor();
  });

  it('keeps questionnaire answers over a reload, and forgets them once saved', async () => {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await page
      .context()
      .addCookies([{ name: 'retainly_session', value: cookie!.split('=')[1], url: baseUrl }]);
    await page.goto(`${baseUrl}/initial-questions`);
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByLabel('1-2 years').check();
    await next.click();
    await page.getByLabel('11-25').check();
    await next.click();
    await page.getByText('Question 3 of 4').waitFor();

    await page.reload();
    await page.getByText('Question 3 of 4').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('11-25').isChecked()).toBe(true);
    await next.click();
    await page.getByLabel('Funnels & Websites').check();
    await next.click();
    await page.getByLabel('Full name').fill('Dana Rivera');
    await page.reload();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Dana Rivera');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();

    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('questionnaire')),
    );
    expect(drafts).toEqual([]);
    const [row] = await stack.env.db.query(
      `SELECT highlevel_experience, active_subaccounts FROM retainly_users WHERE email = $1`,
      [email.toLowerCase()],
    );
    expect(row).toEqual({ highlevel_experience: '1-2 years', active_subaccounts: '11-25' });
  });

  it('Welcome Back: an unknown address is offered the sign-up options, and a sent link can be resent', async () => {
    // The landing page's sign-in opens when Confirming Access has counted down.
    await page.clock.install();
    await page.goto(`${baseUrl}/?am_id=partner-4#confirmation`);
    await page.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 10; second += 1) await page.clock.runFor(1_000);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
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
    expect(new URL(google!, baseUrl).searchParams.get('from')).toBe('signup');
    expect(await seriousA11yProblems(page, { include: '[role="dialog"]' })).toEqual([]);

    const email = newEmail().toLowerCase();
    await stack.signUpAndConfirm(email);
    await update(email, `approval = 'YES', initial_questions_completed = true`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Check your email').waitFor();
    await stack.mail.linkTokenFor(email, 1);
    await dialog.getByRole('button', { name: 'Resend email' }).click();
    await dialog.getByText(`We sent a new link to ${email}.`).waitFor();
    const { mail } = await stack.mail.linkTokenFor(email, 2);
    expect(mail.subject).toBe('Your Retainly sign-in link');
  });

  it('Confirming Access counts “1 second” and then redirects: a visitor to the sign-in dialog', async () => {
    await page.clock.install();
    await page.goto(`${baseUrl}/#confirmation`);
    const confirming = page.getByRole('dialog', { name: 'Confirming Access' });
    await confirming.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 9; second += 1) await page.clock.runFor(1_000);
    await confirming.getByText('Redirecting in 1 second...').waitFor();
    await page.clock.runFor(1_000);
    await page.getByRole('dialog', { name: 'Welcome Back' }).getByLabel('Email').waitFor();
    expect(await confirming.count()).toBe(0);
  });

  it('Confirming Access redirects a signed-in buyer to the app, welcomed as paid', async () => {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await update(email, `approval = 'YES', initial_questions_completed = true`);
    await page
      .context()
      .addCookies([{ name: 'retainly_session', value: cookie!.split('=')[1], url: baseUrl }]);
    await page.clock.install();
    await page.goto(`${baseUrl}/#confirmation`);
    await page.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 10; second += 1) await page.clock.runFor(1_000);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Retainly!' });
    await welcome.getByText('Your paid account has been activated.', { exact: false }).waitFor();
    await page.waitForURL(`${baseUrl}/app/onboarding`);
  });

  it('?confirmed=true tells a trial nothing about a paid account, until the payment lands', async () => {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await update(email, `initial_questions_completed = true`);
    await page
      .context()
      .addCookies([{ name: 'retainly_session', value: cookie!.split('=')[1], url: baseUrl }]);
    await page.goto(`${baseUrl}/app?confirmed=true`);
    await page.waitForURL(`${baseUrl}/app/onboarding`);
    await page.getByTestId('trial-badge').waitFor();
    const welcome = page.getByRole('dialog', { name: 'Welcome to Retainly!' });
    await page.waitForTimeout(1_000);
    expect(await welcome.count()).toBe(0);

    // The payment platform's webhook lands a moment later: the welcome follows without a reload.
    await update(email, `approval = 'YES'`);
    await welcome.getByText('Your paid account has been activated.', { exact: false }).waitFor();
  });

  it('answers an unknown address 404 with the not-found page, and logs no error for a visitor', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isOwnNotFoundStatus(message, page)) {
        problems.push(`${message.text()} (${message.location().url})`);
      }
    });
    const missing = await page.goto(`${baseUrl}/pricing/old-plan`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
