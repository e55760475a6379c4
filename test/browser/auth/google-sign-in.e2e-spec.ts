import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { newEmail, startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import { launchChromium } from '../../support/browser';
import { freePort } from '../../support/free-port';
import { GoogleMock } from '../../support/google-mock';
import { updateUser } from '../../support/factories';

describe('Google sign-in in Chromium', () => {
  let google: GoogleMock;
  let stack: AccountsStack;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    google = await GoogleMock.start();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    stack = await startAccountsStack({ ...google.config(), APP_URL: baseUrl });
    await stack.app.listen({ port, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
    await google?.stop();
  });

  it('signs up with Google into the questionnaire, and later signs in with Google into /app', async () => {
    const email = newEmail().toLowerCase();
    google.person = { sub: `google-${randomUUID()}`, email, email_verified: true, name: 'Gil' };
    const page = await browser.newPage();

    await page.goto(`${baseUrl}/signup`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByText('Question 1 of 4').waitFor();

    await updateUser(
      stack.env.db,
      { email },
      { initial_questions_completed: true, full_name: 'Gil' },
    );
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.getByRole('heading', { name: 'Onboarding Tool', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/onboarding');
    await page.close();
  });
});
