import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startAccountsStack, type AccountsStack } from './accounts-stack';
import { launchChromium } from './browser';

export interface BrowserStack {
  stack: AccountsStack;
  browser: Browser;
  baseUrl: string;
  /** A fresh browser context's page for the current test. */
  page: Page;
  /** The e-mailed link (`seen` earlier ones skipped) as a URL of this stack. */
  linkFor(email: string, path: string, seen?: number): Promise<string>;
}

/**
 * The accounts stack listening on a free port, one Chromium for the file and a fresh context
 * per test (opened with `context`): registers the jest hooks and returns the live handles.
 */
export function useBrowserStack(
  overrides: Record<string, string> = {},
  context: BrowserContextOptions = {},
): BrowserStack {
  const handles = {} as BrowserStack;
  beforeAll(async () => {
    handles.stack = await startAccountsStack(overrides);
    await handles.stack.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = handles.stack.app.getHttpServer().address() as AddressInfo;
    handles.baseUrl = `http://127.0.0.1:${port}`;
    handles.browser = await launchChromium();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.stack?.close();
  });
  beforeEach(async () => {
    handles.page = await (await handles.browser.newContext(context)).newPage();
  });
  afterEach(() => handles.page.context().close());
  handles.linkFor = async (email, path, seen = 0) => {
    const { token } = await handles.stack.mail.linkTokenFor(email.toLowerCase(), seen);
    return `${handles.baseUrl}${path}#token=${token}`;
  };
  return handles;
}
