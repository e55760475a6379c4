import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configSchema } from '@retainly/config';
import { appendEvents } from '@retainly/database';
import { OutboxWake } from '@retainly/queues';
import { createBenchDatabase } from './bench-database';
import { runBench } from './run-bench';
import { measureBullmqBaseline, type Figures } from './bullmq-baseline';
import { measureSignedPosts } from './signed-posts';
import { eachLimited, paced, percentile, round, sleep } from './stats';
import { freePort } from '../test/support/free-port';
import { spawnWorker } from './worker-process';
import { startMachineMeter } from './cpu-usage';

/**
 * `npm run bench:events`: events through outbox -> relay -> BullMQ -> webhook processor -> a
 * local receiver, beside raw BullMQ no-op jobs on the same Redis, in the same run.
 * BENCH_EVENTS (default 10,000: 2,000 took about a second, mostly ramp-up and drain) for
 * throughput; 50 events/s for 10 s for latency. First the same commits with nothing behind the
 * outbox, then the same number of signed POSTs with no queue: together, the ceiling for any
 * pipeline.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RATE = 50;
const LATENCY_EVENTS = RATE * 10;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

async function main() {
  const bench = await createBenchDatabase(20);
  const { suffix, db } = bench;
  // The bench's commits stand in for the api's use-cases: they wake the relay the same way.
  const outboxWake = new OutboxWake({ REDIS_URL, QUEUE_PREFIX: `bench_${suffix}` }, db);
  outboxWake.onModuleInit();

  const received = new Map<string, number>();
  let onReceived: () => void = () => undefined;
  const receiver = createServer((req, res) => {
    received.set(String(req.headers['webhook-id']), performance.now());
    req.resume().on('end', () => res.writeHead(204).end());
    onReceived();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;

  const committed = new Map<string, number>();
  const commitOne = async () => {
    const [id] = await db.transaction((m) =>
      appendEvents(m, [
        {
          type: 'LeadCaptured',
          data: {
            lead_id: randomBytes(8).toString('hex'),
            source: 'bench',
            name: 'Bench',
            phone_number: '+15550000000',
          },
        },
      ]),
    );
    committed.set(id, performance.now());
  };

  let worker: ReturnType<typeof spawnWorker> | undefined;
  try {
    // The ceiling: the use-cases' commits alone, before any relay or worker runs. No pipeline
    // behind the outbox can deliver events faster than they commit.
    process.stdout.write(`Commits alone: ${EVENTS} events by 20 concurrent use-cases...\n`);
    await eachLimited(50, 10, commitOne);
    const commitsMeter = await startMachineMeter();
    const aloneStarted = performance.now();
    await eachLimited(EVENTS, 20, commitOne);
    const commitsAlonePerSecond = (EVENTS / (performance.now() - aloneStarted)) * 1000;
    const commitsBusy = await commitsMeter();
    committed.clear();
    await db.query('TRUNCATE outbox_events CASCADE');

    // Every event also needs one signed POST to its receiver, whatever carries it there.
    // As many in flight as the worker will send (its WEBHOOK_CONCURRENCY, passed on below).
    const inFlight = configSchema.shape.WEBHOOK_CONCURRENCY.parse(process.env.WEBHOOK_CONCURRENCY);
    process.stdout.write(
      `Signed POSTs alone: ${EVENTS} to the receiver, ${inFlight} in flight...\n`,
    );
    const postsMeter = await startMachineMeter();
    const postsAlonePerSecond = await measureSignedPosts(
      `http://127.0.0.1:${port}/hook`,
      SECRET,
      EVENTS,
      inFlight,
    );
    const postsBusy = await postsMeter();
    received.clear();

    worker = spawnWorker(bench, await freePort(), {
      LOG_LEVEL: 'error',
      MARKETING_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      MARKETING_WEBHOOK_SECRET: SECRET,
      ...(process.env.WEBHOOK_CONCURRENCY
        ? { WEBHOOK_CONCURRENCY: process.env.WEBHOOK_CONCURRENCY }
        : {}),
    });

    await sleep(3_000); // worker boot
    const allReceived = (ids: () => string[]) =>
      new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          clearInterval(timer);
          clearTimeout(deadline);
          onReceived = () => undefined;
          return error ? reject(error) : resolve();
        };
        const check = () => ids().every((id) => received.has(id)) && done();
        onReceived = check;
        const timer = setInterval(check, 50);
        const deadline = setTimeout(
          () => done(new Error('events not delivered in 120 s')),
          120_000,
        );
        void Promise.resolve().then(check);
      });

    // Warm-up: connections, JIT, prepared paths.
    await eachLimited(50, 10, commitOne);
    await allReceived(() => [...committed.keys()]);
    committed.clear();

    process.stdout.write(`Throughput: ${EVENTS} events committed by 20 concurrent use-cases...\n`);
    const started = performance.now();
    await eachLimited(EVENTS, 20, commitOne);
    const commitSeconds = (performance.now() - started) / 1000;
    const throughputIds = [...committed.keys()];
    await allReceived(() => throughputIds);
    const eventsPerSecond = (EVENTS / (performance.now() - started)) * 1000;

    committed.clear();
    process.stdout.write(`Latency: ${LATENCY_EVENTS} events at ${RATE}/s, commit to receipt...\n`);
    await paced(LATENCY_EVENTS, RATE, commitOne);
    const latencyIds = [...committed.keys()];
    await allReceived(() => latencyIds);
    const latencies = latencyIds.map((id) => received.get(id)! - committed.get(id)!);
    const pipeline: Figures = {
      perSecond: eventsPerSecond,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };

    process.stdout.write('Baseline: raw BullMQ add + no-op process on the same Redis...\n');
    const baseline = await measureBullmqBaseline(
      REDIS_URL,
      `bench_${suffix}_raw`,
      EVENTS,
      LATENCY_EVENTS,
      RATE,
    );

    process.stdout.write(
      [
        '',
        `                      per second    p50 (ms)   p99 (ms)`,
        `outbox -> webhook    ${round(pipeline.perSecond, 0).toString().padStart(10)}  ${round(pipeline.p50).toString().padStart(10)} ${round(pipeline.p99).toString().padStart(10)}`,
        `raw BullMQ no-op     ${round(baseline.perSecond, 0).toString().padStart(10)}  ${round(baseline.p50).toString().padStart(10)} ${round(baseline.p99).toString().padStart(10)}`,
        '',
        `baseline jobs/s: ${round(baseline.perSecond, 0)}`,
        `baseline p50: ${round(baseline.p50)} ms`,
        `baseline p99: ${round(baseline.p99)} ms`,
        `commits alone/s: ${round(commitsAlonePerSecond, 0)}`,
        `commits alone machine busy: ${round(commitsBusy * 100, 0)} %`,
        `commits alone to raw BullMQ: ${round(commitsAlonePerSecond / baseline.perSecond, 2)} x`,
        // Each event's commit plus one no-op job, on the same cores: the most any pipeline can do.
        `ceiling (commit + one no-op job) to raw BullMQ: ${round(1 / (1 + baseline.perSecond / commitsAlonePerSecond), 2)} x`,
        `signed POSTs alone/s: ${round(postsAlonePerSecond, 0)}`,
        `signed POSTs alone machine busy: ${round(postsBusy * 100, 0)} %`,
        // With the machine busy in each phase, costs add up on the shared cores: the machine
        // time of a commit, a job and a POST per event.
        `ceiling (commit + one no-op job + one POST) to raw BullMQ: ${round(1 / (1 + baseline.perSecond / commitsAlonePerSecond + baseline.perSecond / postsAlonePerSecond), 2)} x`,
        // The same with the two phases' idle time taken out (as if each had kept every core
        // busy): the most generous reading, an upper bound on what any pipeline could reach.
        `ceiling at a fully busy machine to raw BullMQ: ${round(1 / (1 + (baseline.perSecond * commitsBusy) / commitsAlonePerSecond + (baseline.perSecond * postsBusy) / postsAlonePerSecond), 2)} x`,
        `committed/s: ${round(EVENTS / commitSeconds, 0)}`,
        `events/s: ${round(pipeline.perSecond, 0)}`,
        `ratio to raw BullMQ: ${round(pipeline.perSecond / baseline.perSecond, 2)} x`,
        `p50: ${round(pipeline.p50)} ms`,
        `p99: ${round(pipeline.p99)} ms`,
        '',
      ].join('\n'),
    );
  } finally {
    const running = worker;
    if (running) {
      running.kill('SIGTERM');
      await new Promise((resolve) => running.once('exit', resolve));
    }
    receiver.close();
    outboxWake.onApplicationShutdown();
    await bench.drop();
  }
}

runBench(main);
