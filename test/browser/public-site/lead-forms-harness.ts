/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, Page } from 'playwright-core';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import * as a11y from '../../support/a11y';
import { launchChromium } from '../../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

export const FAILED = 'Something went wrong. Please try again.';
export const DAY = 86_400_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * The lead-capture pages' browser tests: one api and one Chromium per file, and a fresh page per
 * test in a fixed zone and locale, so session times read the same on every machine.
 */
export function useLeadFormPages() {
  let app: NestFastifyApplication;
  let browser: Browser;
  const harness = {
    env: undefined as unknown as TestEnvironment,
    baseUrl: '',
    page: undefined as unknown as Page,
    slowDown,
    failWith,
    eventsOf,
    alertText,
    seriousA11yProblems,
  };

  beforeAll(async () => {
    harness.env = await createTestEnvironment();
    app = await createApiApp(harness.env.config({ LOG_LEVEL: 'silent' }));
    harness.baseUrl = await listen(app);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await harness.env?.dispose();
  });

  beforeEach(async () => {
    const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
    harness.page = await context.newPage();
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
