import { Queue, Worker } from 'bullmq';
import { workerRedisOptions } from '@retainly/queues';
import { eachLimited, paced, percentile } from './stats';

/** Jobs run before measuring, as many as bench:events' warm-up events. */
const WARM_UP = 50;

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * Raw BullMQ on the same Redis: add a no-op job, process it. The floor our pipeline adds
 * PostgreSQL, the relay and an HTTP POST on top of.
 */
export async function measureBullmqBaseline(
  redisUrl: string,
  prefix: string,
  count: number,
  latencyCount: number,
  perSecond: number,
): Promise<Figures> {
  const connection = workerRedisOptions(redisUrl);
  const queue = new Queue('baseline', { connection, prefix });
  const added = new Map<string, number>();
  const latencies: number[] = [];
  let processed = 0;
  let onDone: () => void = () => undefined;
  let target = 0;
  const worker = new Worker(
    'baseline',
    async (job) => {
      const at = added.get(job.id!);
      if (at !== undefined) latencies.push(performance.now() - at);
      processed += 1;
      if (processed === target) onDone();
    },
    { connection, prefix, concurrency: 50 },
  );
  await worker.waitUntilReady();
  const run = async (n: number, start: (task: (i: number) => Promise<void>) => Promise<void>) => {
    processed = 0;
    target = n;
    const done = new Promise<void>((resolve) => (onDone = resolve));
    await start(async (i) => {
      const id = `${n}-${i}`;
      added.set(id, performance.now());
      await queue.add('noop', {}, { jobId: id, removeOnComplete: true });
    });
    await done;
  };

  await run(WARM_UP, (task) => eachLimited(WARM_UP, 10, task)); // as the pipeline's warm-up
  const started = performance.now();
  await run(count, (task) => eachLimited(count, 20, task));
  const perSecond_ = (count / (performance.now() - started)) * 1000;
  latencies.length = 0;
  await run(latencyCount, (task) => paced(latencyCount, perSecond, task));
  const figures = {
    perSecond: perSecond_,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };

  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return figures;
}
