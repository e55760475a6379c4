/** The q-th percentile (0..1) of a sample, by nearest rank. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` for each index with at most `limit` in flight. */
export async function eachLimited(
  count: number,
  limit: number,
  task: (i: number) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) await task(next++);
  });
  await Promise.all(lanes);
}

/** Starts `count` tasks at `perSecond`, without waiting for one to finish before the next. */
export async function paced(count: number, perSecond: number, task: (i: number) => Promise<void>) {
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(task(i));
  }
  await Promise.all(running);
}
