import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@retainly/config';
import {
  createMediaStorage,
  LocalMediaStorage,
  MediaUrlSigner,
  PARTIAL_DIR,
} from '@retainly/media';
import { describeStorageContract, keyFor } from './storage-contract';

/** The local driver (MEDIA_DIR): the shared contract, then what only a directory can show. */
describeStorageContract(
  'local directory',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'retainly-media-'));
    return {
      storage: createMediaStorage(loadConfig({ MEDIA_DIR: root })),
      stop: () => rm(root, { recursive: true, force: true }),
    };
  },
  { watchPutsInFlight: true },
);

describe('LocalMediaStorage', () => {
  let root: string;
  let storage: LocalMediaStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'retainly-media-'));
    storage = new LocalMediaStorage(join(root, 'media'), new MediaUrlSigner('k'.repeat(32), 3_600));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is what createMediaStorage gives without S3_BUCKET', () => {
    expect(createMediaStorage(loadConfig({ MEDIA_DIR: root }))).toBeInstanceOf(LocalMediaStorage);
  });

  it('stores a key as the file of that path under its root, and plays it from a signed /media/ URL', async () => {
    const bytes = randomBytes(100);
    const source = join(root, 'poster.jpg');
    await writeFile(source, bytes);
    const key = keyFor(bytes, 'posters');
    await storage.put(key, source, 'image/jpeg');
    expect(existsSync(join(root, 'media', key))).toBe(true);
    expect(await storage.playbackUrl(key)).toMatch(
      new RegExp(`^/media/${key.replace('.', '\\.')}\\?expires=\\d+&sig=[\\w-]{43}$`),
    );
    const unsigned = new LocalMediaStorage(join(root, 'media'));
    await expect(unsigned.playbackUrl(key)).rejects.toThrow('no signer');
  });

  it('writes puts through its .partial folder, outside the served ones, and leaves nothing there', async () => {
    const bytes = randomBytes(1_000);
    const source = join(root, 'clip.mp4');
    await writeFile(source, bytes);
    await storage.put(keyFor(bytes), source, 'video/mp4');
    expect(await readdir(join(root, 'media', PARTIAL_DIR))).toEqual([]);
    expect(await readdir(join(root, 'media', 'renditions'))).toEqual([
      `${keyFor(bytes).split('/')[1]}`,
    ]);
  });

  it('touches nothing outside its root for an unsafe key', async () => {
    const outside = join(root, 'outside.mp4');
    await writeFile(outside, 'keep me');
    await expect(storage.delete('../outside.mp4')).rejects.toThrow('Unsafe media key');
    expect(existsSync(outside)).toBe(true);
  });
});
