/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import * as a11y from '../../support/a11y';
import { useApiBrowser } from '../../support/browser-stack';

export const FAILED = 'Something went wrong. Please try again.';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The lead-capture pages' browser tests: one api and one Chromium per file, and a fresh page per
 * test in a fixed zone and locale, so session times read the same on every machine. With
 * `openAt`, each test's page starts on that path, once its heading is shown.
 */
export function useLeadFormPages(openAt?: {
  path: string;
  heading: Parameters<Page['getByRole']>[1];
}) {
  const harness = Object.assign(useApiBrowser(), {
    page: undefined as unknown as Page,
    slowDown,
    failWith,
    eventsOf,
    alertText,
    seriousA11yProblems,
  });

  beforeEach(async () => {
    const context = await harness.browser.newContext({
      timezoneId: 'America/New_York',
      locale: 'en-US',
    });
    harness.page = await context.newPage();
    if (!openAt) return;
    await harness.page.goto(`${harness.baseUrl}${openAt.path}`);
    await harness.page.getByRole('heading', openAt.heading).waitFor();
  });

  afterEach(() => harness.page.context().close());

  /** Holds a request back a little (then lets the real server answer) to see the busy state. */
  function slowDown(path: string) {
    return harness.page.route(`**/api/${path}`, async (route) => {
      await sleep(400);
      await route.continue();
    });
  }

  function failWith(path: string, status: number, body: unknown) {
    return harness.page.route(`**/api/${path}`, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
    );
  }

  async function eventsOf(type: string): Promise<Record<string, unknown>[]> {
    const rows: { data: Record<string, unknown> }[] = await harness.env.db.query(
      `SELECT data FROM outbox_events WHERE type = $1 ORDER BY position`,
      [type],
    );
    return rows.map((row) => row.data);
  }

  function alertText() {
    return harness.page.getByRole('alert').first().textContent();
  }

  function seriousA11yProblems() {
    return a11y.seriousA11yProblems(harness.page);
  }

  return harness;
}
