/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { DAY_MS, HOUR_MS, type OnboardingState } from '@retainly/domain';
import { newEmail, startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { launchChromium } from '../../support/browser';
import { waitFor } from '../../support/wait-for';
import { insertCompletion, insertPortalClient, updateUser } from '../../support/factories';
import { insertModuleProgress } from '../../support/outcome-factories';

/** Completion dates the detail dialog shows (en-US, UTC in the browser context below). */
export const WATCHED_AT = new Date('2025-03-04T12:00:00Z');
/** Ben Mid's last heartbeat: the list reads '2 days ago'. */
export const BEN_LAST_BEAT_MS_AGO = 2.5 * DAY_MS;
/** Cy Low's module the agency deleted after Cy completed it. */
export const REMOVED_TITLE = 'Welcome from our team';

export interface Seeded {
  name: string | null;
  email: string;
  done: number;
  visible: number;
  loginMsAgo: number;
}

/**
 * The dashboard's browser tests: an ADVANCED agency with a basic and an advanced version and 30
 * clients of known progress, another agency whose clients must never show, and Chromium.
 */
export function useDashboardAgency() {
  let stack: AccountsStack;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;
  /** The agency under test: an ADVANCED plan with a basic and an advanced version. */
  let owner: { cookie: string; basicId: string; advancedId: string };
  const clients: Seeded[] = [];

  /** A paid, onboarded agency owner with the given versions (created through the api). */
  async function agency(tiers: ('basic' | 'advanced')[]) {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await updateUser(
      stack.env.db,
      { email },
      { approval: 'YES', initial_questions_completed: true },
    );
    let versions: OnboardingState['versions'] = [];
    for (const tier of tiers) {
      const res = await stack.api.post('/api/onboarding/versions', { tier }, cookie);
      versions = (res.body as unknown as OnboardingState).versions;
    }
    return { cookie: cookie!, versions };
  }

  /** A portal client who completed the first `done` catalogue videos. */
  async function addClient(versionId: string, client: Omit<Seeded, 'visible'>) {
    const id = await insertPortalClient(stack.env.db, {
      version_id: versionId,
      name: client.name,
      email: client.email,
      last_login_at: new Date(Date.now() - client.loginMsAgo),
    });
    await stack.env.db.query(
      `INSERT INTO module_completions (client_id, category_id, module_id, completed_at)
       SELECT $1, category_id, module_id, $3 FROM video_catalogue ORDER BY position LIMIT $2`,
      [id, client.done, WATCHED_AT],
    );
    return id;
  }

  /**
   * Ben Mid's 12 completions: the first 11 watched (a minute each, heartbeats as the api keeps
   * them), the 12th only marked as done; the 13th is 40% watched. 11.4 minutes in all.
   */
  async function benWatched(id: string) {
    const beatAt = new Date(Date.now() - BEN_LAST_BEAT_MS_AGO);
    const modules: { category_id: string; module_id: string; position: number }[] =
      await stack.env.db.query(
        `SELECT category_id, module_id, position FROM video_catalogue
          WHERE position < 11 OR position = 12`,
      );
    for (const { position, ...key } of modules) {
      const seconds = position < 11 ? 60 : 24;
      await insertModuleProgress(stack.env.db, {
        client_id: id,
        ...key,
        watched: [0, seconds],
        watched_seconds: seconds,
        duration_seconds: 60,
        position_seconds: seconds,
        beat_at: beatAt,
      });
    }
    await stack.env.db.query(
      `UPDATE module_completions m SET self_reported = true FROM video_catalogue c
        WHERE m.client_id = $1 AND c.position = 11
          AND c.category_id = m.category_id AND c.module_id = m.module_id`,
      [id],
    );
  }

  /** Cy Low completed the agency's own intro, which the agency then deleted. */
  async function cyCompletedARemovedModule(id: string, versionId: string) {
    const [{ id: moduleId }] = await stack.env.db.query(
      `INSERT INTO agency_modules (user_id, title, own_category, video_url, deleted_at)
       SELECT user_id, $2, 'Our process', 'https://www.loom.com/share/abc', now()
         FROM agency_versions WHERE id = $1 RETURNING id`,
      [versionId, REMOVED_TITLE],
    );
    await insertCompletion(stack.env.db, {
      client_id: id,
      category_id: 'custom',
      module_id: moduleId,
      self_reported: true,
      completed_at: WATCHED_AT,
    });
  }

  beforeAll(async () => {
    stack = await startAccountsStack();
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(stack.app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();

    const { cookie, versions } = await agency(['basic', 'advanced']);
    const basicId = versions.find((v) => v.tier === 'basic')!.id;
    const advancedId = versions.find((v) => v.tier === 'advanced')!.id;
    owner = { cookie, basicId, advancedId };
    // The advanced version hides the last two videos: 20 visible, so 17/12/2 are 85/60/10 %.
    await stack.env.db.query(
      `INSERT INTO agency_video_settings (version_id, category_id, module_id, is_visible)
       SELECT $1, category_id, module_id, false FROM video_catalogue ORDER BY position DESC LIMIT 2`,
      [advancedId],
    );
    const advanced: Omit<Seeded, 'visible'>[] = [
      { name: 'Ava Top', email: 'ava@top.test', done: 17, loginMsAgo: HOUR_MS },
      { name: 'Ben Mid', email: 'ben@mid.test', done: 12, loginMsAgo: 1.5 * DAY_MS },
      { name: 'Cy Low', email: 'cy@low.test', done: 2, loginMsAgo: 5.5 * DAY_MS },
      { name: null, email: 'noname@shop.test', done: 0, loginMsAgo: 6.5 * DAY_MS },
    ];
    const ids: string[] = [];
    for (const client of advanced) {
      ids.push(await addClient(advancedId, client));
      clients.push({ ...client, visible: 20 });
    }
    // Ava signed in on a verified version once (issue #32); the others never proved who they are.
    await stack.env.db.query(
      `UPDATE portal_clients SET identity_verified_at = now() WHERE id = $1`,
      [ids[0]],
    );
    await benWatched(ids[1]);
    await cyCompletedARemovedModule(ids[2], advancedId);
    for (let i = 1; i <= 26; i += 1) {
      const number = String(i).padStart(2, '0');
      const client = {
        name: `Basic ${number}`,
        email: `basic${number}@shop.test`,
        done: (i * 5) % 23,
        loginMsAgo: (i + 6.5) * DAY_MS,
      };
      await addClient(basicId, client);
      clients.push({ ...client, visible: 22 });
    }

    // Another agency's clients: they must never show up.
    const other = await agency(['basic']);
    for (const name of ['Intruder Ivy', 'Intruder Ike']) {
      await addClient(other.versions[0].id, {
        name,
        email: `${name.split(' ')[1].toLowerCase()}@intruder.test`,
        done: 22,
        loginMsAgo: 0,
      });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** A page signed in as `cookie`; it becomes the page every helper below works on. */
  async function newPage(viewport = { width: 1280, height: 900 }, cookie = owner.cookie) {
    const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
    const value = cookie.split('=').slice(1).join('=');
    await context.addCookies([{ name: 'retainly_session', value, url: baseUrl }]);
    page = await context.newPage();
    return page;
  }

  beforeEach(async () => {
    await newPage();
  });

  afterEach(() => page.context().close());

  const table = () => page.getByRole('table', { name: 'Clients' });
  const rows = () => table().locator('tbody tr');
  const rowNames = () => table().locator('tbody th[scope="row"] button').allTextContents();
  const row = (name: string) => rows().filter({ has: page.getByRole('button', { name }) });
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const status = () => page.getByRole('navigation', { name: 'Pagination' }).getByRole('status');
  const summary = (label: string) =>
    page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  const percentOf = (client: Seeded) => Math.round((client.done * 100) / client.visible);
  const averageOf = (list: Seeded[]) =>
    Math.round(list.reduce((sum, client) => sum + percentOf(client), 0) / list.length);

  async function openDashboard(query = '') {
    await page.goto(`${baseUrl}/app/activity-dashboard${query}`);
    await table().waitFor();
  }

  /** The rows' completion percentages, in the order shown. */
  async function completions() {
    const texts = await table().locator('tbody [data-variant]').allInnerTexts();
    return texts.map((text) => Number(text.replace('%', '')));
  }

  const phoneA11yProblems = () =>
    seriousA11yProblems(page, { include: ['[data-testid="tool-content"]', '[role="dialog"]'] });

  /** Waits until the rows show these percentages (the old page stays while the next loads). */
  async function showsCompletions(expected: number[]) {
    await waitFor(
      `completions ${expected.join(',')}`,
      async () => (await completions()).join(',') === expected.join(','),
    );
  }

  return {
    /** The api, Chromium's page, the agency under test: set by the hooks above. */
    current: () => ({ stack, baseUrl, page, owner }),
    clients,
    agency,
    addClient,
    newPage,
    table,
    rows,
    rowNames,
    row,
    toast,
    status,
    summary,
    percentOf,
    averageOf,
    openDashboard,
    completions,
    phoneA11yProblems,
    showsCompletions,
  };
}
