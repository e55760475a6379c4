import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { createApiApp } from '../../apps/api/src/bootstrap';
import { startAccountsStack, type AccountsStack } from './accounts-stack';
import { launchChromium } from './browser';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

/** Lets `app` listen on a free port of 127.0.0.1; returns its base URL. */
export async function listenOnFreePort(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

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
    handles.baseUrl = await listenOnFreePort(handles.stack.app);
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

export interface ApiBrowser {
  /** The file's own database (and queue prefix). */
  env: TestEnvironment;
  baseUrl: string;
  browser: Browser;
}

/**
 * The api alone (no worker, no mail) on the file's own database, listening on a free port, and
 * one Chromium for the file: registers the jest hooks and returns the live handles. `prepare`
 * runs first, on the fresh database (the rows the api starts with), and may return
 * configuration for the api; tests open their own contexts.
 */
export function useApiBrowser(
  prepare: (env: TestEnvironment) => Promise<Record<string, string> | void> = async () => {},
): ApiBrowser {
  const handles = {} as ApiBrowser;
  let app: NestFastifyApplication | undefined;
  beforeAll(async () => {
    handles.env = await createTestEnvironment();
    const overrides = (await prepare(handles.env)) ?? {};
    app = await createApiApp(handles.env.config({ LOG_LEVEL: 'silent', ...overrides }));
    handles.baseUrl = await listenOnFreePort(app);
    handles.browser = await launchChromium();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await app?.close();
    await handles.env?.dispose();
  });
  return handles;
}
