import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaUrlSigner } from '@retainly/media';
import { launchChromium } from '../test/support/browser';
import { freePort } from '../test/support/free-port';
import { BENCH_MEDIA_URL_SECRET, spawnApi, stopAll, waitUntilUp } from './api-process';
import { createBenchDatabase } from './bench-database';
import { runBench } from './run-bench';
import { percentile, round } from './stats';
import {
  bareFirstFrame,
  benchPortal,
  FIRST_FRAME_RUNS,
  portalFirstFrame,
} from './video-first-frame';
import {
  generateClip,
  plainTranscodeSeconds,
  processThroughJob,
  type JobRun,
} from './video-processing';
import {
  BARE_RANGE_SERVER,
  measureRanges,
  rangeFigures,
  servesRanges,
  type RangeFigures,
  type RangeRound,
} from './video-ranges';
import { spawnWorker } from './worker-process';

/**
 * `npm run bench:video`, each figure beside its baseline in the same run:
 * 1. a generated 60 s 1080p clip through the real job (upload in MEDIA_DIR, media row and
 *    VideoUploaded event, relay, BullMQ, ProcessVideo in the built worker: probe, 720p + 1080p
 *    transcode, poster, storage, ready) beside ffmpeg running the job's transcode command
 *    directly: 'video overhead' and 'video speed' (seconds of video per wall second);
 * 2. 50 concurrent clients making 1 MiB range requests for the 720p rendition from the api's
 *    /media route (local driver) beside a bare node:http fs.createReadStream server;
 * 3. Chromium: pressing play on that module in a portal until its first frame is presented,
 *    beside a bare <video> page of the same file from the bare server.
 * Each pair is measured in alternating rounds (BENCH_VIDEO_ROUNDS, default 2; ranges 3 times
 * that), so a neighbour's load on a shared machine falls on both sides alike. BENCH_VIDEO_SECONDS
 * shortens the clip for a quick look (the figures are for 60).
 */
const CLIP_SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 60);
const ROUNDS = Number(process.env.BENCH_VIDEO_ROUNDS ?? 2);
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

async function main() {
  const bench = await createBenchDatabase(4);
  const dir = await mkdtemp(join(tmpdir(), 'retainly-bench-video-'));
  const mediaDir = join(dir, 'media');
  const children: ChildProcess[] = [];
  try {
    process.stdout.write(`Generating a ${CLIP_SECONDS} s 1080p clip...\n`);
    const clip = await generateClip(dir, CLIP_SECONDS);

    const healthPort = await freePort();
    const worker = spawnWorker(bench, healthPort, { MEDIA_DIR: mediaDir });
    children.push(worker);
    await waitUntilUp(`http://127.0.0.1:${healthPort}/health`);
    process.stdout.write('Processing: ffmpeg alone and the job through the worker, in turns...\n');
    const plainRuns: number[] = [];
    const jobRuns: JobRun[] = [];
    for (let run = 1; run <= ROUNDS; run += 1) {
      plainRuns.push(await plainTranscodeSeconds(clip, dir));
      jobRuns.push(await processThroughJob(bench.db, mediaDir, clip));
      process.stdout.write(
        `  round ${run}: ffmpeg alone ${round(plainRuns.at(-1)!, 2)} s, ` +
          `the job ${round(jobRuns.at(-1)!.seconds, 2)} s\n`,
      );
    }
    await stopAll([worker]);
    const plainSeconds = mean(plainRuns);
    const job = { ...jobRuns.at(-1)!, seconds: mean(jobRuns.map((run) => run.seconds)) };

    const rendition = join(mediaDir, job.rendition720);
    const apiPort = await freePort();
    const barePort = await freePort();
    children.push(
      spawnApi(bench, apiPort, { MEDIA_DIR: mediaDir }),
      spawn(process.execPath, ['-e', BARE_RANGE_SERVER], {
        env: { PORT: String(barePort), FILE: rendition },
        stdio: 'ignore',
      }),
    );
    await waitUntilUp(`http://127.0.0.1:${apiPort}/api/health`);
    await waitUntilUp(`http://127.0.0.1:${barePort}/`);
    // /media URLs are signed: the bench signs its own with the api's secret.
    const signer = new MediaUrlSigner(BENCH_MEDIA_URL_SECRET, 3_600);
    const apiMediaUrl = `http://127.0.0.1:${apiPort}${signer.url(job.rendition720)}`;
    const bareMediaUrl = `http://127.0.0.1:${barePort}/video.mp4`;

    let ranges: { api: RangeFigures; bare: RangeFigures } | null = null;
    if (await servesRanges(apiMediaUrl)) {
      process.stdout.write('Range requests: the bare server and the api, in turns...\n');
      const bytes = (await stat(rendition)).size;
      const rounds = { bare: [] as RangeRound[], api: [] as RangeRound[] };
      for (let run = 0; run < ROUNDS * 3; run += 1) {
        rounds.bare.push(await measureRanges(bareMediaUrl, bytes));
        rounds.api.push(await measureRanges(apiMediaUrl, bytes));
      }
      ranges = { api: rangeFigures(rounds.api), bare: rangeFigures(rounds.bare) };
    } else {
      process.stdout.write('Range requests: skipped, the api has no /media route on this build\n');
    }

    process.stdout.write(`First frame: ${FIRST_FRAME_RUNS} runs each, bare page then portal...\n`);
    const browser = await launchChromium();
    const firstFrames = { bare: [] as number[], portal: [] as number[] };
    try {
      const portalUrl = `http://127.0.0.1:${apiPort}/${await benchPortal(bench.db)}`;
      for (let run = 0; run < FIRST_FRAME_RUNS; run += 1) {
        firstFrames.bare.push(await bareFirstFrame(browser, `http://127.0.0.1:${barePort}/`));
        const portal = await portalFirstFrame(browser, portalUrl);
        if (portal === null) break;
        firstFrames.portal.push(portal);
      }
    } finally {
      await browser.close();
    }
    if (firstFrames.portal.length === 0) {
      process.stdout.write('First frame: the portal showed no player for the module\n');
    }

    report(CLIP_SECONDS, plainSeconds, job, ranges, firstFrames);
  } finally {
    await stopAll(children.filter((child) => child.exitCode === null));
    await bench.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

function report(
  clipSeconds: number,
  plainSeconds: number,
  job: JobRun,
  ranges: { api: RangeFigures; bare: RangeFigures } | null,
  firstFrames: { bare: number[]; portal: number[] },
) {
  const overhead = (job.seconds / plainSeconds - 1) * 100;
  const median = (values: number[]) => percentile(values, 0.5);
  const row = (label: string, ...cells: (number | string)[]) =>
    `${label.padEnd(34)}${cells.map((cell) => String(cell).padStart(12)).join('')}`;
  const lines = [
    '',
    row('processing a 1080p clip', 'wall (s)', 'speed (x)'),
    row(
      '  job (relay, ProcessVideo, store)',
      round(job.seconds, 2),
      round(clipSeconds / job.seconds, 2),
    ),
    row(
      '  ffmpeg alone, same command',
      round(plainSeconds, 2),
      round(clipSeconds / plainSeconds, 2),
    ),
  ];
  if (ranges) {
    lines.push(
      '',
      row('1 MiB ranges, 50 clients', 'MB/s', 'p50 (ms)', 'p99 (ms)'),
      row(
        '  api /media (local driver)',
        round(ranges.api.megabytesPerSecond, 0),
        round(ranges.api.p50),
        round(ranges.api.p99),
      ),
      row(
        '  bare node:http createReadStream',
        round(ranges.bare.megabytesPerSecond, 0),
        round(ranges.bare.p50),
        round(ranges.bare.p99),
      ),
    );
  }
  lines.push('', row('play to first frame (median)', 'ms', 'runs'));
  if (firstFrames.portal.length) {
    lines.push(
      row('  portal module', round(median(firstFrames.portal), 0), firstFrames.portal.length),
    );
  }
  lines.push(
    row('  bare <video> page', round(median(firstFrames.bare), 0), firstFrames.bare.length),
    '',
    `baseline video speed: ${round(clipSeconds / plainSeconds, 2)} x`,
    `video overhead: ${round(overhead, 1)} %`,
    `video speed: ${round(clipSeconds / job.seconds, 2)} x`,
  );
  if (ranges) {
    lines.push(
      `baseline range p99: ${round(ranges.bare.p99)} ms`,
      `range throughput ratio: ${round(ranges.api.megabytesPerSecond / ranges.bare.megabytesPerSecond, 2)} x`,
      `range p99: ${round(ranges.api.p99)} ms`,
    );
  }
  lines.push(`baseline first frame: ${round(median(firstFrames.bare), 0)} ms`);
  if (firstFrames.portal.length) {
    lines.push(`first frame: ${round(median(firstFrames.portal), 0)} ms`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

runBench(main);
