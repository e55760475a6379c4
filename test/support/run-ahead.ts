/**
 * Work for a list of independent cases (one per test of an `it.each`), run ahead of the tests
 * and `limit` at a time, so a file's waiting (page loads, network idle) overlaps. Nothing starts
 * before the first lookup (after the file's beforeAll hooks); the cases start in list order, so
 * the tests, which run in that order too, each wait on their own case alone. A case's error
 * fails its own test (the one that looks it up), never another.
 */
export function runAhead<K, T>(
  keys: readonly K[],
  limit: number,
  run: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  let results: Map<K, Promise<T>> | undefined;
  const start = () => {
    const settlers = new Map<
      K,
      { resolve: (value: T) => void; reject: (error: unknown) => void }
    >();
    const started = new Map<K, Promise<T>>();
    for (const key of keys) {
      const result = new Promise<T>((resolve, reject) => settlers.set(key, { resolve, reject }));
      result.catch(() => undefined); // its test reports it; unawaited, it is no unhandled rejection
      started.set(key, result);
    }
    let next = 0;
    const runner = async () => {
      while (next < keys.length) {
        const key = keys[next];
        next += 1;
        const settle = settlers.get(key)!;
        await run(key).then(settle.resolve, settle.reject);
      }
    };
    for (let i = 0; i < Math.min(limit, keys.length); i += 1) void runner();
    return started;
  };
  return (key) => {
    results ??= start();
    const result = results.get(key);
    if (!result) throw new Error(`runAhead: ${String(key)} is not one of its cases`);
    return result;
  };
}
