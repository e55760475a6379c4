import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalMediaStorage } from '@retainly/media';
import { MediaCleanup } from '../../apps/worker/src/media/media-cleanup';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The worker's hourly media clean-up on a database of its own and a local store's files. */
export interface MediaCleanupHarness {
  env: TestEnvironment;
  mediaDir: string;
  /** A MediaCleanup over them; `config` adds to MEDIA_DIR. */
  sweeper(config?: Record<string, string>): MediaCleanup;
  /** The ids of every media item left, sorted. */
  remaining(): Promise<string[]>;
}

/**
 * Registers the hooks of a describe block: the database and the store are made once for the
 * file and removed after it. The returned harness is filled in by the time the first test runs.
 */
export function useMediaCleanupHarness(): MediaCleanupHarness {
  const harness = {
    sweeper: (config = {}) =>
      new MediaCleanup(
        harness.env.db,
        new LocalMediaStorage(harness.mediaDir),
        harness.env.config({ MEDIA_DIR: harness.mediaDir, ...config }),
      ),
    remaining: async () =>
      (
        (await harness.env.db.query(`SELECT id FROM media_items ORDER BY id`)) as { id: string }[]
      ).map((row) => row.id),
  } as MediaCleanupHarness;
  beforeAll(async () => {
    harness.env = await createTestEnvironment();
    harness.mediaDir = await mkdtemp(join(tmpdir(), 'retainly-media-cleanup-'));
  });
  afterAll(async () => {
    await harness.env?.dispose();
    if (harness.mediaDir) await rm(harness.mediaDir, { recursive: true, force: true });
  });
  return harness;
}
