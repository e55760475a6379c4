import type { Page } from 'playwright-core';
import { newEmail, PASSWORD, type AccountsStack } from '../../support/accounts-stack';
import { useBrowserStack } from '../../support/browser-stack';
import { updateUser } from '../../support/factories';

describe('account flows in Chromium', () => {
  const browser = useBrowserStack();
  const { linkFor } = browser;
  let stack: AccountsStack;
  let baseUrl: string;
  let page: Page;

  beforeAll(() => {
    ({ stack, baseUrl } = browser);
  });
  beforeEach(() => {
    ({ page } = browser);
  });

  it('signs up with a password, confirms by e-mail, answers the questionnaire and lands on the walkthrough', async () => {
    const email = newEmail();
    await page.goto(`${baseUrl}/signup?am_id=partner-7`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await page.goto(await linkFor(email, '/auth/confirm'));
    await page.getByText('Question 1 of 4').waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('1-2 years').check();
    await next.click();
    await page.getByText('Question 2 of 4').waitFor();
    await page.getByLabel('11-25').check();
    await next.click();
    await page.getByLabel('Funnels & Websites').check();
    await next.click();
    await page.getByText('Question 4 of 4').waitFor();
    await page.getByLabel('Full name').fill('Dana Rivera');
    await page.getByRole('button', { name: 'Get Started' }).click();

    await page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();
    await page.waitForURL(`${baseUrl}/app/walkthrough`);
    expect(await page.getByTestId('trial-badge').textContent()).toBe('7 days left');
    const [row] = await stack.env.db.query(
      `SELECT affiliate_id FROM retainly_users WHERE email = $1`,
      [email.toLowerCase()],
    );
    expect(row.affiliate_id).toBe('partner-7');
  });

  async function loginWith(email: string, password: string) {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  it('logs in with a password and signs out', async () => {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await stack.api.post(
      '/api/onboarding/questionnaire',
      {
        highlevelExperience: '3+ years',
        activeSubaccounts: '0',
        mostUsedFeature: 'Conversations',
        fullName: 'Sam',
      },
      cookie,
    );

    await loginWith(email, PASSWORD);
    await page.getByRole('heading', { name: 'Onboarding Tool', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    await page.goto(`${baseUrl}/app`);
    await page.waitForURL(`${baseUrl}/`);
  });

  it('says an unknown address has no account, and shows the not-approved step', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(newEmail());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Account not found. Please sign up first.').waitFor();

    const email = newEmail();
    await stack.signUpAndConfirm(email);
    await updateUser(stack.env.db, { email }, { approval: 'NO' });
    await loginWith(email, PASSWORD);
    await page
      .getByText('Your trial has ended or access has been revoked. Please upgrade to continue.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe(
      '/pricing',
    );
    await page.getByRole('button', { name: 'Back to Email' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('resets the password from the e-mailed link', async () => {
    const email = newEmail();
    await stack.signUpAndConfirm(email);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page
      .getByText('If an account exists for that address, we sent a password reset e-mail.')
      .waitFor();

    await page.goto(await linkFor(email, '/reset-password', 1));
    await page.getByLabel('New password', { exact: true }).fill('fresh-heron-5');
    await page.getByLabel('Confirm new password').fill('fresh-heron-6');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm new password').fill('fresh-heron-5');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated. Taking you to login...').waitFor();
    await page.waitForURL(`${baseUrl}/login`);

    expect(
      (await stack.api.post('/api/auth/login', { email, password: 'fresh-heron-5' })).status,
    ).toBe(200);
    await page.goto(`${baseUrl}/reset-password#token=spent-or-made-up`);
    await page
      .getByText('Invalid or expired password reset link. Please request a new one.')
      .waitFor();
  });

  it('signs an approved user in from the landing page by an e-mailed link', async () => {
    const email = newEmail();
    await stack.signUpAndConfirm(email);
    await updateUser(
      stack.env.db,
      { email },
      { approval: 'YES', initial_questions_completed: true, full_name: 'Avery' },
    );

    await page.clock.install();
    await page.goto(`${baseUrl}/#confirmation`);
    await page.getByText('Redirecting in 10 seconds...').waitFor();
    for (let second = 0; second < 10; second += 1) await page.clock.runFor(1_000); // React re-renders between ticks

    // The countdown's redirect: a visitor lands in the sign-in dialog.
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Please enter your email address').waitFor();
    await dialog.getByLabel('Email').fill(newEmail());
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog
      .getByText('Account not found. Please sign up using one of the options below.')
      .waitFor();
    await dialog.getByLabel('Email').fill(` ${email.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Check your email').waitFor();

    await page.goto(await linkFor(email, '/auth/sign-in', 1));
    await page.getByText('Welcome back! Access granted.').waitFor();
    await page.getByRole('heading', { name: 'Onboarding Tool', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/onboarding');
  });
});
