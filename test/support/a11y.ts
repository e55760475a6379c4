// The one axe check the browser suites share, so they all judge accessibility alike.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Serious and critical axe findings, one line each ('rule: targets'); [] when clean. */
export async function seriousA11yProblems(
  page: Page,
  options: { include?: string | string[]; exclude?: string | string[]; wcagOnly?: boolean } = {},
): Promise<string[]> {
  await finiteAnimationsSettled(page);
  const axe = new AxeBuilder({ page });
  [options.include ?? []].flat().forEach((selector) => axe.include(selector));
  // A sandboxed frame runs no script, so axe cannot look inside it: leave such frames out.
  [options.exclude ?? []].flat().forEach((selector) => axe.exclude(selector));
  if (options.wcagOnly) axe.withTags([...WCAG_21_AA]);
  // A page with no frame for axe to reach gets axe.run in the page itself: the same rules and
  // result as the default runPartial, without the blank page its finishRun opens every time.
  if (page.frames().length === 1) axe.setLegacyMode();
  // Only violations are read: passes and the rest need not list all their nodes.
  axe.options({ resultTypes: ['violations'] });
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * Waits for running CSS transitions and animations (endless ones such as spinners aside):
 * axe measures contrast with the current opacity and colour, so a button mid-fade reads as
 * faint. A transition can start just after others end (a button enabled when its data
 * arrives), so it waits until two frames in a row start nothing new.
 */
async function finiteAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round += 1) {
      const finite = running();
      if (finite.length === 0) {
        await nextFrame();
        await nextFrame();
        if (running().length === 0) return;
        continue;
      }
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
