import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes the files (or folders, with their content) directly in `folder` untouched since
 * `before`, and returns how many went. A missing folder has none; an entry gone since the
 * listing (finished and renamed, say) is skipped.
 */
export async function removeStaleEntries(
  folder: string,
  kind: 'file' | 'folder',
  before: Date,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    const isKind = kind === 'file' ? info?.isFile() : info?.isDirectory();
    if (!info || !isKind || info.mtimeMs >= before.getTime()) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
