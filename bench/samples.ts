import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath, requestSampleVideos } from '@retainly/media';
import { planSlides } from '../apps/worker/src/media/sample-slides';
import { renderSlides } from '../apps/worker/src/media/sample-renderer';
import { waitUntilUp, stopAll } from './api-process';
import { createBenchDatabase } from './bench-database';
import { runBench } from './run-bench';
import { round, sleep } from './stats';
import { freePort } from '../test/support/free-port';
import { spawnWorker } from './worker-process';

/**
 * `npm run bench:samples`: what a first `npm start` does in the background. Every sample
 * (22 catalogue modules, the landing intro, the walkthrough) is queued as `npm start` queues
 * them, and one built worker at the default MEDIA_CONCURRENCY (1) renders and processes them
 * like uploads; timed from the request until the last is ready. The baseline: the renderer
 * alone on one module, in the same run.
 */
const DEADLINE_MS = 10 * 60_000;

async function main() {
  const bench = await createBenchDatabase(4);
  const dir = await mkdtemp(join(tmpdir(), 'retainly-bench-samples-'));
  const healthPort = await freePort();
  const worker = spawnWorker(bench, healthPort, { MEDIA_DIR: join(dir, 'media') });
  try {
    process.stdout.write('Baseline: the renderer alone, one module...\n');
    const slides = planSlides({
      kicker: 'Foundational Setup',
      title: 'Import Your Contacts',
      description:
        'Bring your existing customer list in from a spreadsheet and tag it so you can reach the right people later.',
    });
    const renderStarted = performance.now();
    await renderSlides(slides, dir, ffmpegPath({ FFMPEG_PATH: process.env.FFMPEG_PATH }));
    const renderSeconds = (performance.now() - renderStarted) / 1000;

    await waitUntilUp(`http://127.0.0.1:${healthPort}/health`);
    process.stdout.write('The sample set, through the worker...\n');
    const started = performance.now();
    const ids = await requestSampleVideos(bench.db);
    let counts: Record<string, number> = {};
    while (performance.now() - started < DEADLINE_MS) {
      const rows: { status: string; count: number }[] = await bench.db.query(
        `SELECT status, count(*)::int AS count FROM media_items WHERE id = ANY($1) GROUP BY status`,
        [ids],
      );
      counts = Object.fromEntries(rows.map((row) => [row.status, row.count]));
      if ((counts.ready ?? 0) + (counts.failed ?? 0) === ids.length) break;
      await sleep(200);
    }
    const seconds = (performance.now() - started) / 1000;
    const [failure]: { failure: string }[] = await bench.db.query(
      `SELECT failure FROM media_items WHERE id = ANY($1) AND status = 'failed' LIMIT 1`,
      [ids],
    );
    if (failure) process.stdout.write(`A sample failed: ${failure.failure}\n`);
    process.stdout.write(
      [
        '',
        `samples ready: ${counts.ready ?? 0} of ${ids.length}`,
        `baseline render one sample: ${round(renderSeconds, 2)} s`,
        `per sample: ${round(seconds / ids.length, 2)} s`,
        `sample set: ${round(seconds, 1)} s`,
        '',
      ].join('\n'),
    );
  } finally {
    await stopAll([worker]);
    await bench.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

runBench(main);
