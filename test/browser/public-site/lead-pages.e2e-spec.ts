import type { Page } from 'playwright-core';
import { useLeadFormPages } from './lead-forms-harness';

describe('lead-capture pages in Chromium', () => {
  const forms = useLeadFormPages();
  const { seriousA11yProblems } = forms;
  let page: Page;
  beforeEach(() => {
    page = forms.page;
  });

  it.each(['/affiliate', '/summit', '/webinar'])(
    '%s fits 360 px, has one h1, no serious accessibility problem and no console error',
    async (path) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${forms.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === '/webinar') await page.getByRole('radio').first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousA11yProblems()).toEqual([]);
      // Desktop too: the header's inline actions only show from the sm breakpoint.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await seriousA11yProblems()).toEqual([]);
      // No CSP violation or script error on the way.
      expect(problems).toEqual([]);
    },
  );
});
