/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { newEmail, PASSWORD } from '../../support/accounts-stack';
import { waitFor } from '../../support/wait-for';
import { signedInAgency, startAppHarness, toast, type AppHarness } from '../app/app-browser';

/** Where sign-in lands, how sign-out ends sessions (even when its call fails), and referrals. */
describe('signing in and out in Chromium', () => {
  let harness: AppHarness;

  beforeAll(async () => {
    harness = await startAppHarness();
  });

  afterAll(() => harness?.close());

  const me = (cookie: string) => harness.stack.api.get('/api/me', cookie);
  const sessionCookieIn = async (page: Page) =>
    (await page.context().cookies()).find((c) => c.name === 'retainly_session');
  const pendingSignOut = (page: Page) =>
    page.evaluate(() => localStorage.getItem('retainly_pending_sign_out'));
  /** The sign-out call (its query names the user it is for). */
  const logoutCall = (url: URL) => url.pathname === '/api/auth/logout';

  async function signOutFromSidebar(page: Page) {
    await page.goto(`${harness.baseUrl}/app`);
    await page
      .getByRole('list', { name: 'Account' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
  }

  describe('sign-out', () => {
    it('Settings signs out of all devices: every session of the user ends', async () => {
      const { page, cookie, userId } = await signedInAgency(harness);
      const [{ email }] = await harness.stack.env.db.query(
        `SELECT email FROM retainly_users WHERE id = $1`,
        [userId],
      );
      const phone = await harness.stack.api.post('/api/auth/login', { email, password: PASSWORD });
      expect((await me(phone.cookie!)).status).toBe(200);

      await page.goto(`${harness.baseUrl}/app`);
      await page
        .getByRole('list', { name: 'Account' })
        .getByRole('button', { name: 'Settings' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('button', { name: 'Sign out of all devices' }).click();

      await toast(page, 'Signed out of all devices').waitFor();
      await page.waitForURL(`${harness.baseUrl}/`);
      expect((await me(cookie)).status).toBe(401);
      expect((await me(phone.cookie!)).status).toBe(401);
      expect(await sessionCookieIn(page)).toBeUndefined();
    });

    it('retries a sign-out call that fails once, and ends the session', async () => {
      const { page, cookie } = await signedInAgency(harness);
      let calls = 0;
      await page.route(logoutCall, (route) => {
        calls += 1;
        return calls === 1 ? route.abort('connectionreset') : route.continue();
      });
      await signOutFromSidebar(page);

      await toast(page, 'Signed out successfully').waitFor();
      await page.waitForURL(`${harness.baseUrl}/`);
      expect(calls).toBe(2);
      expect((await me(cookie)).status).toBe(401);
      expect(await pendingSignOut(page)).toBeNull();
    });

    it('finishes a sign-out that kept failing on the next page load, before anything else', async () => {
      const { page, cookie, userId } = await signedInAgency(harness);
      await page.route(logoutCall, (route) => route.abort('connectionreset'));
      await signOutFromSidebar(page);

      await toast(page, 'Error signing out').waitFor();
      await page.waitForURL(`${harness.baseUrl}/`);
      expect(JSON.parse((await pendingSignOut(page))!)).toEqual({ scope: 'this-device', userId });
      // The app shows nobody signed in, and sends nothing with the old session meanwhile.
      await page.goto(`${harness.baseUrl}/app`);
      await page.waitForURL(`${harness.baseUrl}/`);

      await page.unroute(logoutCall);
      await page.goto(`${harness.baseUrl}/pricing`);
      await waitFor('the session to end', async () => (await me(cookie)).status === 401);
      await waitFor(
        'the pending sign-out to clear',
        async () => (await pendingSignOut(page)) === null,
      );
      expect(await sessionCookieIn(page)).toBeUndefined();
    });

    it("never ends another user's session that signed in while a sign-out was pending", async () => {
      const { page } = await signedInAgency(harness);
      await page.route(logoutCall, (route) => route.abort('connectionreset'));
      await signOutFromSidebar(page);
      await toast(page, 'Error signing out').waitFor();
      await page.waitForURL(`${harness.baseUrl}/`);

      // User B signs in on the same browser (as a Google sign-in would: a new cookie, no app
      // call in between), then the next page load finishes A's pending sign-out.
      const { cookie: cookieB } = await harness.stack.signUpAndConfirm(newEmail());
      const [name, value] = cookieB!.split('=');
      await page.context().addCookies([{ name, value, url: harness.baseUrl }]);
      await page.unroute(logoutCall);
      await page.goto(`${harness.baseUrl}/pricing`);
      await waitFor(
        'the pending sign-out to clear',
        async () => (await pendingSignOut(page)) === null,
      );
      expect((await me(cookieB!)).status).toBe(200);
      expect((await sessionCookieIn(page))?.value).toBe(value);
    });
  });

  it("lands an operator's password sign-in on the console, never the agency questionnaire", async () => {
    const operator = await harness.stack.signedInOperator();
    const page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.baseUrl}/login`);
    await page.getByLabel('Email').fill(operator.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    expect(page.url()).toBe(`${harness.baseUrl}/admin/accounts`);
    // Google sign-in sends everyone to /app: an operator goes on to the console from there too.
    await page.goto(`${harness.baseUrl}/app`);
    await page.waitForURL(`${harness.baseUrl}/admin/accounts`);
    await page.context().close();
  });

  it('keeps the first referral for 60 days across tabs, and sign-up in another tab records it', async () => {
    const context = await harness.browser.newContext();
    const landing = await context.newPage();
    await landing.goto(`${harness.baseUrl}/pricing?am_id=first-partner`); // the app's scripts ran
    const later = await context.newPage();
    await later.goto(`${harness.baseUrl}/?am_id=second-partner`);

    const kept = (await context.cookies()).find((c) => c.name === 'retainly_affiliate');
    expect(kept?.value).toBe('first-partner');
    const days = (kept!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);

    const email = newEmail();
    const signup = await context.newPage();
    await signup.goto(`${harness.baseUrl}/signup`);
    await signup.getByLabel('Email').fill(email);
    await signup.getByRole('button', { name: 'Continue' }).click();
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Create account' }).click();
    await signup.getByRole('heading', { name: 'Check your email' }).waitFor();
    const [row] = await harness.stack.env.db.query(
      `SELECT affiliate_id FROM retainly_users WHERE email = $1`,
      [email.toLowerCase()],
    );
    expect(row.affiliate_id).toBe('first-partner');
    await context.close();
  });
});
