import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `target` through a temporary file, then renames it into place: rename is atomic on one
 * file system, so a reader (or a retry after a crash) sees the whole file or none of it. The
 * temporary file lives in `temporaryDir` (default: beside the target), which must be on the same
 * file system; it is removed if `write` fails.
 */
export async function writeAtomically(
  target: string,
  write: (temporaryPath: string) => Promise<void>,
  temporaryDir = dirname(target),
): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await mkdir(temporaryDir, { recursive: true });
  const temporary = join(
    temporaryDir,
    `${basename(target)}.${randomBytes(6).toString('hex')}.partial`,
  );
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
