/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Browser, Locator, Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { newVersionId } from '../apps/api/src/onboarding-tool/version-id';
import { benchAgency } from './bench-database';

/** The module the processed clip becomes, so the first-frame figure plays it in a portal. */
export const BENCH_MODULE = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
/** Each run in a fresh browser context (empty cache), as a client's first view; the median counts. */
export const FIRST_FRAME_RUNS = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 5);
/** How long the portal gets to show its player before the figure is given up as missing. */
const PLAYER_WAIT_MS = 15_000;

/**
 * Milliseconds from pressing play (the click reaching the page) until the browser presents a
 * frame of the playing video (requestVideoFrameCallback), measured inside the page as the
 * playback test does: a frame presented before the press (the paused first one) does not
 * count, and the time is performance.now() in the callback, not the frame's own timestamp,
 * which may precede the click's handling.
 */
async function pressToFirstFrame(page: Page, video: Locator, button: Locator): Promise<number> {
  await video.evaluate((element: HTMLVideoElement) => {
    let pressedAt: number | undefined;
    document.addEventListener('click', () => (pressedAt ??= performance.now()), true);
    (window as unknown as { firstFrame: Promise<number> }).firstFrame = new Promise((resolve) => {
      const onFrame = () => {
        if (pressedAt === undefined) element.requestVideoFrameCallback(onFrame);
        else resolve(performance.now() - pressedAt);
      };
      element.requestVideoFrameCallback(onFrame);
    });
  });
  await button.click();
  return page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame);
}

/** An agency whose clients sign in with a name, and its portal (a basic version). */
export async function benchPortal(db: DataSource): Promise<string> {
  const versionId = newVersionId();
  const agency = {
    email: 'owner@bench.test',
    approval: 'YES',
    agency_name: 'Bench Agency',
    login_with: 'NAME',
    primary_color: '#1e3a8a',
    secondary_color: '#a7f3d0',
    tertiary_color: '#f97316',
  };
  await benchAgency(db, agency, versionId);
  return versionId;
}

/**
 * A client opens the portal, signs in with a name, opens the processed module and presses the
 * player's play button; null when the portal shows no player for it (the player not built).
 */
export async function portalFirstFrame(
  browser: Browser,
  portalUrl: string,
): Promise<number | null> {
  const title = VIDEO_CATALOGUE.find(
    (v) => v.categoryId === BENCH_MODULE.categoryId && v.moduleId === BENCH_MODULE.moduleId,
  )!.title;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(portalUrl);
    await page.getByLabel('Your name').fill('Bench Viewer');
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByRole('button', { name: title }).click();
    const player = page.getByRole('dialog');
    const video = player.locator('video');
    const ready = await video
      .waitFor({ timeout: PLAYER_WAIT_MS })
      .then(() =>
        page.waitForFunction(
          () =>
            (document.querySelector('[role="dialog"] video') as HTMLVideoElement)?.readyState >= 1,
          undefined,
          { timeout: PLAYER_WAIT_MS },
        ),
      )
      .then(
        () => true,
        () => false,
      );
    if (!ready) return null;
    return await pressToFirstFrame(
      page,
      video,
      player.getByRole('button', { name: 'play', exact: true }),
    );
  } finally {
    await context.close();
  }
}

/** The baseline: the bare server's page, a plain <video> of the same file, and a play button. */
export async function bareFirstFrame(browser: Browser, pageUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Play';
      button.onclick = () => void document.querySelector('video')!.play();
      document.body.append(button);
    });
    await page.waitForFunction(() => document.querySelector('video')!.readyState >= 1);
    return await pressToFirstFrame(
      page,
      page.locator('video'),
      page.getByRole('button', { name: 'Play' }),
    );
  } finally {
    await context.close();
  }
}
