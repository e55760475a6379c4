import type { MediaStorage } from './media-storage';

/**
 * Deletes every key, each on its own: one that fails does not stop the rest. Returns the
 * failures, for the caller to log (a file left behind is wasted space, never a broken video).
 */
export async function deleteKeys(
  storage: MediaStorage,
  keys: readonly string[],
): Promise<{ key: string; error: Error }[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ key: keys[index]!, error: result.reason as Error }] : [],
  );
}
