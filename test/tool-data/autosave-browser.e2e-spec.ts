import type { Page, Request } from 'playwright-core';
import { PASSWORD } from '../support/accounts-stack';
import {
  signedInAgency,
  startAppHarness,
  toast,
  type AppHarness,
} from '../browser/app/app-browser';
import { waitFor } from '../support/wait-for';

/**
 * useToolData in a real browser, driven through the Menu Link Removal wizard's description:
 * autosave is debounced, never runs two saves at once, sends the latest, and a change made just
 * before leaving the tool (or signing out) is still saved, with its own user's session only.
 */
describe('tool data autosave (browser)', () => {
  let harness: AppHarness;

  beforeAll(async () => {
    harness = await startAppHarness();
  });

  afterAll(() => harness?.close());

  const savedDescription = async (userId: string) => {
    const rows: { description: string }[] = await harness.stack.env.db.query(
      `SELECT data->>'description' AS description FROM tool_data
       WHERE user_id = $1 AND tool = 'streamline'`,
      [userId],
    );
    return rows[0]?.description;
  };

  /** Every PUT to the tool data, with how many were running when it started. */
  function recordSaves(page: Page) {
    const saves: { description: string; concurrent: number }[] = [];
    let running = 0;
    const isSave = (r: Request) => r.method() === 'PUT' && r.url().includes('/api/tool-data/');
    page.on('request', (r) => {
      if (!isSave(r)) return;
      running += 1;
      const body = r.postDataJSON() as { data: { description: string } };
      saves.push({ description: body.data.description, concurrent: running });
    });
    const done = (r: Request) => {
      if (isSave(r)) running -= 1;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return saves;
  }

  async function openDescription(page: Page) {
    await page.goto(`${harness.baseUrl}/app/streamline`);
    await page.getByRole('button', { name: 'AI recommendation' }).click();
    return page.getByLabel('Business description');
  }

  it('sends one save per burst, one at a time, the latest last', async () => {
    const { page, userId } = await signedInAgency(harness);
    // A slow server: saves overlap unless the hook serialises them.
    await page.route('**/api/tool-data/streamline', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const saves = recordSaves(page);
    const field = await openDescription(page);
    const full = 'We run a dental practice with online booking and reviews';
    await field.pressSequentially('We run a dental practice', { delay: 40 });
    await page.waitForTimeout(1300);
    // Typed while that save is still running: each waits for the one before, the latest goes.
    await field.pressSequentially(' with online booking', { delay: 40 });
    await page.waitForTimeout(1100);
    await field.pressSequentially(' and reviews', { delay: 40 });
    await waitFor(
      'the full description saved',
      async () => (await savedDescription(userId)) === full,
    );
    expect(saves.every((s) => s.concurrent === 1)).toBe(true);
    expect(saves.at(-1)?.description).toBe(full);
    // 57 keystrokes: a handful of saves (3 with the timing above; slack for a loaded machine).
    expect(saves.length).toBeLessThanOrEqual(5);
  });

  it('saves a change made just before leaving, and restores it on return', async () => {
    const { page, userId } = await signedInAgency(harness);
    const field = await openDescription(page);
    await field.fill('A hair salon with online booking');
    // Leave at once, inside the autosave delay, through the app's own navigation.
    await page.getByRole('link', { name: 'Onboarding Tool' }).first().click();
    await waitFor(
      'the description saved on leaving',
      async () => (await savedDescription(userId)) === 'A hair salon with online booking',
      { timeoutMs: 5000 },
    );
    await page.getByRole('link', { name: 'Menu Link Removal' }).first().click();
    await toast(page, 'Your previous inputs have been restored!').waitFor();
    expect(await page.getByLabel('Business description').inputValue()).toBe(
      'A hair salon with online booking',
    );

    // Closing the tab inside the delay: the pagehide flush still arrives.
    await page.getByLabel('Business description').fill('A barber shop with walk-ins');
    await page.close({ runBeforeUnload: true });
    await waitFor(
      'the description saved on closing the tab',
      async () => (await savedDescription(userId)) === 'A barber shop with walk-ins',
      { timeoutMs: 5000 },
    );
  });

  const emailOf = async (userId: string) => {
    const [{ email }]: { email: string }[] = await harness.stack.env.db.query(
      'SELECT email FROM retainly_users WHERE id = $1',
      [userId],
    );
    return email;
  };

  /** Signs the user in again (the password login) in the page's browser context. */
  async function signBackIn(page: Page, userId: string) {
    const login = await harness.stack.api.post('/api/auth/login', {
      email: await emailOf(userId),
      password: PASSWORD,
    });
    await useCookie(page, login.cookie!);
  }

  const useCookie = (page: Page, cookie: string) =>
    page.context().addCookies([
      {
        name: 'retainly_session',
        value: cookie.split('=').slice(1).join('='),
        url: harness.baseUrl,
      },
    ]);

  /** Tool data requests that came back 401 (each one used to show an error toast). */
  function recordUnauthorizedSaves(page: Page) {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/tool-data/') && response.status() === 401) {
        refused.push(`${response.request().method()} ${response.url()}`);
      }
    });
    return refused;
  }

  const errorToasts = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

  it('saves a change made just before signing out, before the session ends, without an error toast', async () => {
    const { page, userId } = await signedInAgency(harness);
    const refused = recordUnauthorizedSaves(page);
    const field = await openDescription(page);
    await field.fill('A florist with same-day delivery');
    // Sign out at once, inside the autosave delay.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await toast(page, 'Signed out successfully').waitFor();
    await page.waitForURL(`${harness.baseUrl}/`);
    // Sent before the session ended, not after.
    expect(await savedDescription(userId)).toBe('A florist with same-day delivery');
    await page.waitForTimeout(1500); // room for a late save's 401 and its toast
    expect(refused).toEqual([]);
    expect(await errorToasts(page).count()).toBe(0);

    await signBackIn(page, userId);
    await page.goto(`${harness.baseUrl}/app/streamline`);
    await toast(page, 'Your previous inputs have been restored!').waitFor();
    expect(await page.getByLabel('Business description').inputValue()).toBe(
      'A florist with same-day delivery',
    );
    await page.context().close();
  });

  it('never sends a save left queued at sign-out with the next user’s session', async () => {
    const first = await signedInAgency(harness);
    const { page } = first;
    // A slow server, slower than sign-out waits for the last saves (3 s): it gives up on the
    // save queued behind. (The request reaches the server at once, with its session cookie.)
    await page.route('**/api/tool-data/streamline', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 4000));
      await route.fulfill({ response }).catch(() => {}); // the page may have moved on meanwhile
    });
    const saves = recordSaves(page);
    const field = await openDescription(page);
    await field.fill('A bakery with wholesale orders');
    await page.waitForRequest((r) => r.postData()?.includes('A bakery') ?? false);
    // Queued behind the slow save still running.
    await field.fill('A bakery with wholesale orders and a café');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await toast(page, 'Signed out successfully').waitFor();

    // Another user signs in on the same tab (no reload) while the slow save is still running.
    const second = await signedInAgency(harness);
    await second.page.context().close();
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByLabel('Email').fill(await emailOf(second.userId));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/app/);
    await page.waitForTimeout(4000); // past the slow save, when a queued one would follow it

    expect(saves.map((s) => s.description)).toEqual(['A bakery with wholesale orders']);
    expect(await savedDescription(second.userId)).toBeUndefined();
    expect(await errorToasts(page).count()).toBe(0);
    await page.context().close();
  });
});
