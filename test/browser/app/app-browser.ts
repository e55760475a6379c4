/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Browser, Locator, Page } from 'playwright-core';
import { startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import * as a11y from '../../support/a11y';
import { launchChromium } from '../../support/browser';
import { listenOnFreePort } from '../../support/browser-stack';

/** The api serving the built web app, and Chromium: shared by the signed-in tools' tests. */
export interface AppHarness {
  stack: AccountsStack;
  browser: Browser;
  baseUrl: string;
  close(): Promise<void>;
}

/** `overrides`: configuration for the api and worker (e.g. the OpenAI stand-in's address). */
export async function startAppHarness(overrides: Record<string, string> = {}): Promise<AppHarness> {
  const stack = await startAccountsStack(overrides);
  const baseUrl = await listenOnFreePort(stack.app);
  const browser = await launchChromium();
  return {
    stack,
    browser,
    baseUrl,
    async close() {
      await browser.close();
      await stack.close();
    },
  };
}

/**
 * Registers the hooks of a describe block on the app harness: started once for the file (with
 * `overrides`, or what the function returns once it has prepared them) and closed after it;
 * every browser context a test opened is closed after that test. The returned harness is
 * filled in by the time the first test runs.
 */
export function useAppHarness(
  overrides: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): AppHarness {
  const harness = {} as AppHarness;
  beforeAll(async () => {
    const config = typeof overrides === 'function' ? await overrides() : overrides;
    Object.assign(harness, await startAppHarness(config));
  });
  afterAll(() => harness.close?.());
  afterEach(() => Promise.all((harness.browser?.contexts() ?? []).map((c) => c.close())));
  return harness;
}

export interface AgencyOptions {
  plan?: 'BASIC' | 'ADVANCED';
  /** Start on the completed view (setup finished) instead of the welcome step. */
  completed?: boolean;
  /** Create these versions through the api before the page opens. */
  versions?: ('basic' | 'advanced' | 'elite')[];
  viewport?: { width: number; height: number };
}

/** A paid agency owner (approval YES, questions answered), signed in in a fresh context. */
export async function signedInAgency(harness: AppHarness, options: AgencyOptions = {}) {
  const { stack } = harness;
  const { cookie, userId } = await stack.signedInAgency(options.plan ?? 'ADVANCED', 'YES', {
    onboarding_completed: options.completed ?? false,
    onboarding_step: 0,
  });
  for (const tier of options.versions ?? []) {
    await stack.api.post('/api/onboarding/versions', { tier }, cookie);
  }
  const page = await pageWithSession(harness, cookie, options.viewport);
  return { page, userId, cookie };
}

/** A fresh browser context signed in with `cookie` ('retainly_session=...'), clipboard allowed. */
export async function pageWithSession(
  { browser, baseUrl }: AppHarness,
  cookie: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addCookies([
    { name: 'retainly_session', value: cookie.split('=').slice(1).join('='), url: baseUrl },
  ]);
  return context.newPage();
}

/** A toast with `text` (the first, when an earlier one with the same text is still shown). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * Waits until no toast is shown. On a phone a toast lies over the bottom of the page, and a
 * pointer resting on it pauses its timer (sonner), so the pointer moves off first.
 */
export async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}

export async function openTool(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/app/onboarding`);
  await page.getByRole('heading', { level: 1, name: 'Onboarding Tool' }).waitFor();
}

/** axe's serious and critical findings inside the tool (WCAG 2.1 A and AA). */
export const seriousA11yProblems = (page: Page) =>
  a11y.seriousA11yProblems(page, { include: '[data-testid="tool-content"]', wcagOnly: true });

export const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement);

export const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
