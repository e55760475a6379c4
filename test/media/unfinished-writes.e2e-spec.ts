import { existsSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HOUR_MS } from '@retainly/domain';
import { PARTIAL_DIR, UNFINISHED_WRITE_HOURS } from '@retainly/media';
import { useMediaCleanupHarness } from './media-cleanup-harness';

/** The worker's hourly pass over the `.partial` files a local put killed midway leaves behind. */
describe('unfinished writes', () => {
  const h = useMediaCleanupHarness();
  const partial = (name: string) => join(h.mediaDir, PARTIAL_DIR, name);

  /** A file last written `hours` ago. */
  async function fileTouched(path: string, hours: number): Promise<string> {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, 'half a rendition');
    const at = new Date(Date.now() - hours * HOUR_MS);
    await utimes(path, at, at);
    return path;
  }

  it('is nothing to do before any put has made the folder', async () => {
    await rm(join(h.mediaDir, PARTIAL_DIR), { recursive: true, force: true });
    expect(await h.sweeper().removeUnfinishedWrites()).toBe(0);
  });

  it('removes partial files untouched past the limit, never a write under way or a stored file', async () => {
    const killed = await fileTouched(
      partial('720p.mp4.a1b2c3d4e5f6.partial'),
      UNFINISHED_WRITE_HOURS + 1,
    );
    const killedLongAgo = await fileTouched(partial('poster.jpg.0f0f0f0f0f0f.partial'), 24 * 30);
    const underWay = await fileTouched(
      partial('1080p.mp4.123456abcdef.partial'),
      UNFINISHED_WRITE_HOURS - 1,
    );
    const stored = await fileTouched(join(h.mediaDir, 'videos', 'old-rendition.mp4'), 24 * 30);
    await mkdir(partial('a-folder'), { recursive: true });

    expect(await h.sweeper().removeUnfinishedWrites()).toBe(2);
    expect([killed, killedLongAgo].filter(existsSync)).toEqual([]);
    expect([underWay, stored, partial('a-folder')].every(existsSync)).toBe(true);

    expect(await h.sweeper().removeUnfinishedWrites()).toBe(0);
  });
});
