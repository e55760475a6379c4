import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { eventJobId, JobName, QueueName } from '@retainly/events';
import { redisOptionsFromUrl } from '@retainly/queues';
import { exited, startNode } from '../support/processes';
import {
  createTestEnvironment,
  TEST_REDIS_URL,
  type TestEnvironment,
} from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import { loopClip, makeClip, probe } from './clips';
import {
  commitUpload,
  mediaRow,
  moduleRef,
  settled,
  storedKeys,
  workDirsOf,
  type MediaRow,
} from './media-items';
import { freePort } from '../support/free-port';

const WORKER = 'apps/worker/src/main.js';
const SHUTDOWN_GRACE_MS = 8_000;

/** ffmpeg processes still alive (zombies aside) whose command line names this item. */
async function ffmpegRunningFor(id: string): Promise<number[]> {
  const alive: number[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      if (commandLine.includes('ffmpeg') && commandLine.includes(id) && !/State:\s+Z/.test(status))
        alive.push(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  return alive;
}

/**
 * Built worker processes against real Postgres and Redis: one is killed (SIGKILL) or stopped
 * (SIGTERM) mid-transcode, a second finishes the job, and no half-made file is ever visible.
 */
describe('ProcessVideo when its worker dies or stops mid-transcode', () => {
  let env: TestEnvironment;
  let mediaDir: string;
  let scratch: string;
  let longClip: string;
  const running: ChildProcess[] = [];

  async function startWorker(): Promise<ChildProcess & { output: string[] }> {
    // A free port each time: test files run side by side, so a random range could collide.
    const port = await freePort();
    const worker = startNode(
      WORKER,
      env.env({
        MEDIA_DIR: mediaDir,
        // A killed worker's job is taken over once its lock lapses: quickly, for the test.
        JOB_LOCK_MS: '2000',
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
        WORKER_HEALTH_PORT: String(port),
        LOG_LEVEL: 'warn',
      }),
    );
    running.push(worker);
    await waitFor(
      `worker health on :${port} (output: ${worker.output.join('')})`,
      () =>
        fetch(`http://127.0.0.1:${port}/health`).then(
          (res) => res.ok,
          () => false,
        ),
      // Generous: a worker boots slowly while other test files load the machine.
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    return worker;
  }

  /** Waits until ffmpeg is well into the item: processing, with progress written. */
  async function midTranscode(id: string): Promise<MediaRow> {
    return waitFor(
      'the transcode to be under way',
      async () => {
        const row = await mediaRow(env.db, id);
        if (row.status === 'ready') throw new Error('finished before it could be interrupted');
        return row.status === 'processing' && row.progress > 0 ? row : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 20 },
    );
  }

  /** Everything the store shows in its served folders. */
  const visible = async () =>
    [
      ...(await storedKeys(mediaDir, 'renditions')),
      ...(await storedKeys(mediaDir, 'posters')),
    ].sort();

  beforeAll(async () => {
    env = await createTestEnvironment();
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-media-store-'));
    scratch = await mkdtemp(join(tmpdir(), 'retainly-clips-'));
    // 30 s at 640 x 360, made by repeating a 2 s clip: several seconds of transcoding.
    const segment = await makeClip(join(scratch, 'segment.mp4'), {
      seconds: 2,
      width: 640,
      height: 360,
    });
    longClip = await loopClip(segment, 15, join(scratch, 'long.mp4'));
  });

  afterEach(async () => {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.splice(0).map(exited));
  });

  afterAll(async () => {
    await env?.dispose();
    for (const dir of [mediaDir, scratch]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('finishes in a second worker after the first is killed, leaving no half rendition', async () => {
    const first = await startWorker();
    const before = await visible();
    const id = await commitUpload(env.db, mediaDir, longClip, {
      targetRef: await moduleRef(env.db, 0),
    });
    await midTranscode(id);

    first.kill('SIGKILL');
    await exited(first);

    const orphaned = await mediaRow(env.db, id);
    expect(orphaned.status).toBe('processing');
    expect(orphaned.progress).toBeGreaterThan(0);
    expect(orphaned.progress).toBeLessThan(100);
    // ffmpeg dies with its worker (at once, not seconds later when its transcode would end),
    // rather than burning the CPU the retry needs.
    await waitFor(
      'ffmpeg to end with its worker',
      async () => (await ffmpegRunningFor(id)).length === 0,
      {
        timeoutMs: 1_000,
      },
    );
    expect(await visible()).toEqual(before);

    await startWorker();
    const { row } = await settled(env.db, id, 90_000);

    expect(row).toMatchObject({ status: 'ready', progress: 100, failure: null, attempts: 2 });
    expect(Number(row.duration_seconds)).toBeCloseTo((await probe(longClip)).duration, 0);
    const made = [...row.renditions.map((r) => r.key), row.poster_key!];
    expect(await visible()).toEqual([...before, ...made].sort());
    for (const key of made) expect(existsSync(join(mediaDir, key))).toBe(true);
    expect(existsSync(join(mediaDir, 'uploads', id))).toBe(false);
    expect(await workDirsOf(id)).toEqual([]);
  }, 120_000);

  it('kills ffmpeg on SIGTERM and puts the job back without using an attempt', async () => {
    const worker = await startWorker();
    const id = await commitUpload(env.db, mediaDir, longClip, {
      targetRef: await moduleRef(env.db, 1),
    });
    await midTranscode(id);

    const stopping = Date.now();
    worker.kill('SIGTERM');
    const exit = await exited(worker);

    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    // It did not sit out the grace period waiting for a transcode that takes far longer.
    expect(Date.now() - stopping).toBeLessThan(SHUTDOWN_GRACE_MS);
    expect(await ffmpegRunningFor(id)).toEqual([]);
    expect(await mediaRow(env.db, id)).toMatchObject({
      status: 'queued',
      progress: 0,
      attempts: 1,
    });
    expect(await workDirsOf(id)).toEqual([]);

    await startWorker();
    const { row } = await settled(env.db, id, 90_000);

    expect(row).toMatchObject({ status: 'ready', attempts: 2 });
    const [{ id: eventId }] = await env.db.query(
      `SELECT id FROM outbox_events WHERE type = 'VideoUploaded' AND data->>'media_id' = $1`,
      [id],
    );
    const queue = new Queue(QueueName.Media, {
      connection: redisOptionsFromUrl(TEST_REDIS_URL),
      prefix: env.queuePrefix,
    });
    try {
      // BullMQ marks the job finished just after the handler wrote the row: wait for that.
      const job = await waitFor('the ProcessVideo job to finish', async () => {
        const found = await queue.getJob(eventJobId(JobName.ProcessVideo, eventId));
        return found?.finishedOn ? found : undefined;
      });
      expect(job.finishedOn).toBeDefined();
      // The interrupted run was not counted: one attempt, the one that finished.
      expect(job.attemptsMade).toBe(1);
    } finally {
      await queue.close();
    }
  }, 120_000);
});
