/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { openTool, signedInAgency, toast, useAppHarness } from './app-browser';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every heading, banner and navigation bar on screen that `box` covers, by its text. */
async function coveredBy(page: Page, box: Box): Promise<string[]> {
  const landmarks = await page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, header, nav'))
      .filter((el) => !el.closest('[data-sonner-toaster]'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          text: `${el.tagName}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
        };
      })
      .filter(({ box: b }) => b.width > 0 && b.height > 0),
  );
  return landmarks.filter((landmark) => overlaps(landmark.box, box)).map((l) => l.text);
}

/** Toasts sit clear of page titles and bars: on a desktop and on a 390 px phone. */
describe('where toasts appear, in Chromium', () => {
  const harness = useAppHarness();

  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a 390 px phone', { width: 390, height: 844 }],
  ])('on %s a toast covers no heading, header or navigation bar', async (_, viewport) => {
    const { page } = await signedInAgency(harness, { viewport });
    try {
      await openTool(page, harness.baseUrl);
      if (viewport.width < 768) await page.getByRole('button', { name: 'View on mobile' }).click();
      await page.getByRole('button', { name: 'Start Installation' }).click();
      const saved = toast(page, 'Progress saved!');
      await saved.waitFor();
      await page.waitForTimeout(600); // its slide-in animation
      const box = (await saved.boundingBox())!;
      expect(await coveredBy(page, box)).toEqual([]);
      // Wholly on screen.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    } finally {
      await page.context().close();
    }
  });
});
