/**
 * Polls `check` until it returns a truthy value, or fails naming what it waited for (`what` may
 * be a function, to name the progress made by then).
 */
export async function waitFor<T>(
  what: string | (() => string),
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    await sleep(intervalMs);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
