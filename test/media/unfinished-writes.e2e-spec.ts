import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOUR_MS } from '@retainly/domain';
import { PARTIAL_DIR, UNFINISHED_WRITE_HOURS } from '@retainly/media';
import { removeStaleWorkDirs } from '../../apps/worker/src/media/work-dir';
import { useMediaCleanupHarness } from './media-cleanup-harness';

/**
 * The worker's hourly pass over what writes and runs killed midway leave behind: a local put's
 * `.partial` file, a processing run's work folder.
 */
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

  describe("this host's work folders", () => {
    let root: string;
    beforeAll(async () => {
      root = join(await mkdtemp(join(tmpdir(), 'retainly-work-dirs-')), 'retainly-media');
    });
    afterAll(() => rm(join(root, '..'), { recursive: true, force: true }));

    const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

    /** A run's work folder (with a file in it) whose last change was `hours` ago. */
    async function workDir(name: string, hours: number): Promise<string> {
      const folder = join(root, name);
      await fileTouched(join(folder, 'source'), hours);
      await utimes(folder, hoursAgo(hours), hoursAgo(hours));
      return folder;
    }

    it('is nothing to do before any run has made the root', async () => {
      expect(await removeStaleWorkDirs(hoursAgo(24), root)).toBe(0);
    });

    it('removes folders untouched since the cut-off, never one a run could still use', async () => {
      const killed = await workDir('media-1.AbC123', 25);
      const running = await workDir('media-2.dEf456', 23);
      const strayFile = await fileTouched(join(root, 'not-a-run'), 24 * 30);

      expect(await removeStaleWorkDirs(hoursAgo(24), root)).toBe(1);
      expect(existsSync(killed)).toBe(false);
      expect([running, strayFile].every(existsSync)).toBe(true);
    });

    it('waits a day, or twice MEDIA_JOB_TIMEOUT_MS when that is longer', () => {
      const now = Date.now();
      const cutOff = (timeoutHours: number) =>
        now -
        h
          .sweeper({ MEDIA_JOB_TIMEOUT_MS: String(timeoutHours * HOUR_MS) })
          .workDirCutOff(now)
          .getTime();
      expect(cutOff(3)).toBe(24 * HOUR_MS);
      expect(cutOff(30)).toBe(60 * HOUR_MS);
    });
  });
});
