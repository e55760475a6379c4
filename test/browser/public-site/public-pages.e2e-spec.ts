/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { useApiBrowser } from '../../support/browser-stack';

describe('public pages in Chromium', () => {
  const site = useApiBrowser();

  it('renders the landing page, under the CSP, with keyboard-reachable actions', async () => {
    const page = await site.browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // Any error counts, the visitor's session check included (it must not fail for visitors).
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(site.baseUrl);
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
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(site.baseUrl);
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('shows the not-found page for an unknown route, with a link home', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.baseUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Onboard. Train. Retain.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
