import { paced, percentile } from './stats';

export interface SteadyRateFigures {
  sent: number;
  failed: number;
  /** Answers per second over the run, waiting for the last one: the rate achieved. */
  rps: number;
  p50: number;
  p99: number;
  latencies: number[];
}

/**
 * `request` started `rate` times a second for `seconds` (open loop: a slow answer does not hold
 * the next one back), after a two-second warm-up at the same rate. `request` resolves to
 * whether the answer was the expected one (`measured` is false during the warm-up); its latency
 * is timed here.
 */
export async function atSteadyRate(
  rate: number,
  seconds: number,
  request: (i: number, measured: boolean) => Promise<boolean>,
): Promise<SteadyRateFigures> {
  let offset = 0;
  const run = async (count: number, latencies: number[], measured: boolean) => {
    let failed = 0;
    const first = offset;
    offset += count;
    await paced(count, rate, async (i) => {
      const sent = performance.now();
      const ok = await request(first + i, measured).catch(() => false);
      latencies.push(performance.now() - sent);
      if (!ok) failed += 1;
    });
    return failed;
  };
  await run(rate * 2, [], false); // warm-up
  const latencies: number[] = [];
  const started = performance.now();
  const failed = await run(Math.round(rate * seconds), latencies, true);
  return {
    sent: latencies.length,
    failed,
    rps: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    latencies,
  };
}
