/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser } from 'playwright-core';
import { createApiApp } from '../../apps/api/src/bootstrap';
import { launchChromium } from '../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

describe('public pages in Chromium', () => {
  let env: TestEnvironment;
  let app: NestFastifyApplication;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    app = await createApiApp(env.config({ LOG_LEVEL: 'silent' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await env?.dispose();
  });

  it('renders the landing page, under the CSP, with keyboard-reachable actions', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // Any error counts, the visitor's session check included (it must not fail for visitors).
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    const focusedAfterTab = async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() => document.activeElement?.textContent);
    };

    // The header's home link (logo) comes first, then the visitor's two actions.
    expect(await focusedAfterTab()).toContain('Retainly');
    expect(await focusedAfterTab()).toBe('Login');
    expect(await focusedAfterTab()).toBe('View Plans');
    const bookACall = page.getByRole('main').getByRole('link', { name: 'Book a Call' }).first();
    expect(await bookACall.getAttribute('href')).toBe('/book');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('shows the not-found page for an unknown route, with a link home', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
