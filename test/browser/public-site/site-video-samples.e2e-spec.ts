import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { queueSampleVideos } from '../../../scripts/sample-videos';
import { useAppHarness } from '../app/app-browser';
import { waitFor } from '../../support/wait-for';

const PAGES = [
  { path: '/go', slot: 'free_email', title: 'Free e-mail marketing tutorial' },
  { path: '/switch', slot: 'switch_explainer', title: 'Switch explainer' },
] as const;

/**
 * Issue #32 item 7: /go and /switch said 'video coming soon' on every install. Their videos are
 * site video slots now, so a fresh install's samples (what npm start queues) fill them too.
 */
describe('site video samples on a fresh install', () => {
  let workDir: string;
  const harness = useAppHarness(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'site-samples-'));
    return { MEDIA_DIR: join(workDir, 'media') };
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('plays a sample on /go and /switch, not "video coming soon"', async () => {
    const { env } = harness.stack;
    expect(await queueSampleVideos(env.config())).toBeGreaterThan(PAGES.length);
    // Site videos are queued first, so the worker renders these before the modules' samples.
    await waitFor(
      'the /go and /switch samples',
      async () => {
        const ready: unknown[] = await env.db.query(
          `SELECT 1 FROM site_media s JOIN media_items m ON m.id = s.media_id
            WHERE s.slot = ANY($1) AND m.status = 'ready' AND m.is_sample`,
          [PAGES.map((page) => page.slot)],
        );
        return ready.length === PAGES.length;
      },
      { timeoutMs: 240_000, intervalMs: 500 },
    );

    const page: Page = await (await harness.browser.newContext()).newPage();
    for (const { path, title } of PAGES) {
      await page.goto(`${harness.baseUrl}${path}`);
      await page.getByRole('button', { name: `Play ${title}` }).click();
      const video = page.locator('video');
      await video.waitFor({ state: 'attached' });
      await waitFor(`${path}'s video to play`, () =>
        video.evaluate((element: HTMLVideoElement) =>
          element.currentSrc.includes('/media/renditions/') ? element.currentSrc : '',
        ),
      );
      expect(await page.getByText(/video coming soon/i).count()).toBe(0);
    }
  }, 300_000);
});
