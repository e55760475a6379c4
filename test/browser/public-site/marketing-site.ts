/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { emptySiteConfig } from '@retainly/domain';
import { isOwnNotFoundStatus } from '../../support/browser';
import { useBrowserStack, type BrowserStack } from '../../support/browser-stack';

/**
 * The stack runs the bundled site configuration (as `npm start` does): payment links are plan
 * requests on /book and there is no booking calendar, so /book is the built-in form. Tests of
 * the unconfigured fallbacks serve an empty configuration with page.route (useBareConfig).
 */
export const SUPPORT_EMAIL = 'support@retainly.app';

/** What a marketing-page test reads: the stack and browser of its file, the page of its test. */
export interface MarketingSite extends BrowserStack {
  /** Opens a path and waits for its h1 and for the site config to have arrived. */
  open(path: string, h1: string): Promise<void>;
  /** A deployment with nothing configured: every link null (what the fallbacks are for). */
  useBareConfig(): Promise<unknown>;
  hrefOf(name: string): Promise<string | null>;
  /** Every href of the main content's links with this name (some CTAs appear twice). */
  hrefsOf(name: string): Promise<(string | null)[]>;
}

/**
 * Registers the hooks of a marketing-page describe block: one stack and Chromium per file, a
 * fresh page per test, and no page error or console error allowed by the end of a test.
 */
export function useMarketingSite(): MarketingSite {
  let problems: string[];
  const site = Object.assign(useBrowserStack(), {
    async open(path: string, h1: string) {
      const configLoaded = site.page.waitForResponse((response) =>
        response.url().endsWith('/api/site-config'),
      );
      await site.page.goto(`${site.baseUrl}${path}`);
      await site.page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await configLoaded;
    },
    useBareConfig: () =>
      site.page.route('**/api/site-config', (route) =>
        route.fulfill({ json: emptySiteConfig(SUPPORT_EMAIL) }),
      ),
    hrefOf: (name: string) =>
      site.page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href'),
    hrefsOf: (name: string) =>
      site.page
        .getByRole('main')
        .getByRole('link', { name, exact: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  }) as MarketingSite;

  beforeEach(() => {
    const { page } = site;
    problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error' || isOwnNotFoundStatus(message, page)) return;
      problems.push(`${message.text()} (${message.location().url})`);
    });
  });

  // After useBrowserStack's own afterEach has closed the test's context.
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  return site;
}
