import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeStaleEntries } from '@retainly/media';

/** Under TMPDIR: point it at a disk with room for a source and its renditions. */
const workRoot = () => join(tmpdir(), 'retainly-media');

/**
 * A private (0700) directory for one run of a media item's job. Nothing in it is ever served:
 * renditions become visible only when stored, atomically. Directories an earlier run of the
 * same item left behind (its worker was killed) are removed first.
 */
export async function createWorkDir(mediaId: string): Promise<string> {
  const root = workRoot();
  await mkdir(root, { recursive: true, mode: 0o700 });
  for (const name of await readdir(root)) {
    if (name.startsWith(`${mediaId}.`)) await removeWorkDir(join(root, name));
  }
  return mkdtemp(join(root, `${mediaId}.`));
}

export async function removeWorkDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/**
 * Work directories no run can still be using: untouched since `before`, which the caller puts
 * well past a run's deadline (MEDIA_JOB_TIMEOUT_MS; a directory's time is never before its
 * creation). A worker killed on an item's last run leaves one that no later run removes.
 */
export function removeStaleWorkDirs(before: Date, root = workRoot()): Promise<number> {
  return removeStaleEntries(root, 'folder', before);
}
