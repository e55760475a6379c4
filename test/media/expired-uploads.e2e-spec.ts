import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DAY_MS, UPLOAD_EXPIRY_DAYS, type MediaStatus } from '@retainly/domain';
import { LocalMediaStorage } from '@retainly/media';
import { MediaCleanup } from '../../apps/worker/src/media/media-cleanup';
import { insertUser, paidAgency } from '../support/factories';
import { insertMediaItem } from '../support/media-factories';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The worker's hourly pass over unfinished uploads, on the local tus store's files. */
describe('expired uploads', () => {
  let env: TestEnvironment;
  let mediaDir: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-expired-uploads-'));
    await mkdir(join(mediaDir, 'uploads'));
  });

  afterAll(async () => {
    await env?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const sweeper = () =>
    new MediaCleanup(
      env.db,
      new LocalMediaStorage(mediaDir),
      env.config({ MEDIA_DIR: mediaDir }),
      new SchedulerRegistry(),
    );
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  /** An item whose last bytes came `idleDays` ago, with the files a FileStore keeps for it. */
  async function upload(status: MediaStatus, idleDays: number, ownerId: string | null) {
    const id = await insertMediaItem(env.db, {
      owner_type: ownerId ? 'agency' : 'platform',
      owner_id: ownerId,
      target_type: ownerId ? 'agency_module' : 'landing_intro',
      status,
      failure: status === 'failed' ? 'The file is not a video.' : null,
      source_bytes: 4_000,
      created_at: daysAgo(idleDays + 1),
      updated_at: daysAgo(idleDays),
    });
    const files = [join(mediaDir, 'uploads', id), join(mediaDir, 'uploads', `${id}.json`)];
    for (const file of files) await writeFile(file, 'bytes so far');
    return { id, files };
  }

  const remaining = async () =>
    ((await env.db.query(`SELECT id FROM media_items ORDER BY id`)) as { id: string }[]).map(
      (row) => row.id,
    );

  it('deletes uploads idle past the expiry with their tus files, and nothing else', async () => {
    const agency = await insertUser(env.db, paidAgency());
    const expired = await upload('uploading', UPLOAD_EXPIRY_DAYS + 1, agency.id);
    const expiredPlatform = await upload('uploading', UPLOAD_EXPIRY_DAYS + 0.1, null);
    const resumable = await upload('uploading', UPLOAD_EXPIRY_DAYS - 0.1, agency.id);
    const finished = await Promise.all(
      (['queued', 'ready', 'failed'] as const).map((status) => upload(status, 30, agency.id)),
    );

    expect(await sweeper().removeExpired()).toBe(2);

    const kept = [resumable, ...finished];
    expect(await remaining()).toEqual(kept.map((item) => item.id).sort());
    for (const { files } of [expired, expiredPlatform]) {
      expect(files.map(existsSync)).toEqual([false, false]);
    }
    for (const { files } of kept) expect(files.map(existsSync)).toEqual([true, true]);
    expect(await sweeper().removeExpired()).toBe(0);
  });

  it('deletes each expired upload once when two workers sweep at the same moment', async () => {
    const agency = await insertUser(env.db, paidAgency());
    const expired = await Promise.all(
      [1, 2, 3].map(() => upload('uploading', UPLOAD_EXPIRY_DAYS + 1, agency.id)),
    );

    const removed = await Promise.all([sweeper().removeExpired(), sweeper().removeExpired()]);

    expect(removed[0] + removed[1]).toBe(3);
    const ids = new Set(await remaining());
    expect(expired.filter(({ id }) => ids.has(id))).toEqual([]);
  });
});
