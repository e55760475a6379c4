/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { CDPSession, Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { namedPortalSignedIn } from './portal-support';
import { useHostedPortal } from './hosted-portal';

const HOSTED = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
const TITLE = VIDEO_CATALOGUE.find(
  (v) => v.categoryId === HOSTED.categoryId && v.moduleId === HOSTED.moduleId,
)!.title;

interface CdpNode {
  nodeId: number;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

/**
 * The bottom of the showing caption cue's box. Cues live in the <video>'s own (user-agent)
 * shadow tree, out of reach of page scripts: DevTools' DOM domain reads it (pierce: true).
 */
async function cueBottom(cdp: CDPSession): Promise<number | null> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: CdpNode;
  };
  const find = (node: CdpNode): CdpNode | null => {
    const attributes = node.attributes ?? [];
    const pseudo = attributes[attributes.indexOf('pseudo') + 1];
    if (attributes.includes('pseudo') && pseudo === '-webkit-media-text-track-display') return node;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const cue = find(root);
  if (!cue) return null;
  const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: cue.nodeId })) as {
    model: { border: number[] };
  };
  return Math.max(...model.border.filter((_, index) => index % 2 === 1));
}

/** #32 item 3: while the control bar shows, captions sit above it, not under it. */
describe('captions and the control bar in the portal at 1280 px', () => {
  const hosted = useHostedPortal(`${HOSTED.categoryId}/${HOSTED.moduleId}`, 4);
  let page: Page;

  beforeEach(async () => {
    page = await (
      await hosted.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
  });

  afterEach(() => page.context().close());

  it('lifts the caption cue above the control bar while the controls are shown', async () => {
    await namedPortalSignedIn(hosted.env, page, hosted.baseUrl, {
      agencyName: 'Caption Co',
      clientName: 'Cai Client',
    });
    await page.getByRole('button', { name: TITLE }).click();
    const player = page.getByRole('dialog');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
    // Captions on, a frame with its cue, paused: media-chrome keeps the controls shown.
    await player.getByRole('switch', { name: /captions/i }).click();
    await page.evaluate(() => {
      const video = document.querySelector('video')!;
      video.currentTime = 1;
    });
    await page.waitForFunction(() =>
      Array.from(document.querySelector('video')!.textTracks).some(
        (track) => track.mode === 'showing' && (track.activeCues?.length ?? 0) > 0,
      ),
    );
    const bar = await player.locator('media-control-bar').boundingBox();
    expect(bar!.height).toBeGreaterThan(0);
    expect(await player.locator('media-controller').getAttribute('mediapaused')).not.toBeNull();
    // Past any transition of the cue's lift.
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    const bottom = await cueBottom(cdp);
    expect(bottom).not.toBeNull();
    expect(bottom!).toBeLessThanOrEqual(bar!.y);
  });
});
