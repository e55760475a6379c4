import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DAY_MS,
  MINUTE_MS,
  UNSTARTED_UPLOAD_EXPIRY_MINUTES,
  UPLOAD_EXPIRY_DAYS,
  type MediaStatus,
} from '@retainly/domain';
import { insertUser, paidAgency } from '../support/factories';
import { insertMediaItem } from '../support/media-factories';
import { useMediaCleanupHarness } from './media-cleanup-harness';

/** The worker's hourly pass over unfinished uploads, on the local tus store's files. */
describe('expired uploads', () => {
  const h = useMediaCleanupHarness();
  beforeAll(() => mkdir(join(h.mediaDir, 'uploads')));

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  /**
   * An item whose last bytes came `idleDays` ago (`received` of its 4,000 bytes), with the files
   * a FileStore keeps for it.
   */
  async function upload(
    status: MediaStatus,
    idleDays: number,
    ownerId: string | null,
    received = 2_000,
  ) {
    const id = await insertMediaItem(h.env.db, {
      owner_type: ownerId ? 'agency' : 'platform',
      owner_id: ownerId,
      target_type: ownerId ? 'agency_module' : 'landing_intro',
      status,
      failure: status === 'failed' ? 'The file is not a video.' : null,
      source_bytes: 4_000,
      received_bytes: received,
      created_at: daysAgo(idleDays + 1),
      updated_at: daysAgo(idleDays),
    });
    const files = [join(h.mediaDir, 'uploads', id), join(h.mediaDir, 'uploads', `${id}.json`)];
    for (const file of files) await writeFile(file, 'bytes so far');
    return { id, files };
  }

  it('deletes uploads idle past the expiry with their tus files, and nothing else', async () => {
    const agency = await insertUser(h.env.db, paidAgency());
    const expired = await upload('uploading', UPLOAD_EXPIRY_DAYS + 1, agency.id);
    const expiredPlatform = await upload('uploading', UPLOAD_EXPIRY_DAYS + 0.1, null);
    const resumable = await upload('uploading', UPLOAD_EXPIRY_DAYS - 0.1, agency.id);
    const finished = await Promise.all(
      (['queued', 'ready', 'failed'] as const).map((status) => upload(status, 30, agency.id)),
    );

    expect(await h.sweeper().removeExpired()).toBe(2);

    const kept = [resumable, ...finished];
    expect(await h.remaining()).toEqual(kept.map((item) => item.id).sort());
    for (const { files } of [expired, expiredPlatform]) {
      expect(files.map(existsSync)).toEqual([false, false]);
    }
    for (const { files } of kept) expect(files.map(existsSync)).toEqual([true, true]);
    expect(await h.sweeper().removeExpired()).toBe(0);
  });

  it('deletes an upload that received nothing within the hour, keeping younger or started ones', async () => {
    const agency = await insertUser(h.env.db, paidAgency());
    const minutes = (n: number) => (n * MINUTE_MS) / DAY_MS;
    const unsent = await upload(
      'uploading',
      minutes(UNSTARTED_UPLOAD_EXPIRY_MINUTES + 1),
      agency.id,
      0,
    );
    const young = await upload(
      'uploading',
      minutes(UNSTARTED_UPLOAD_EXPIRY_MINUTES - 5),
      agency.id,
      0,
    );
    const started = await upload(
      'uploading',
      minutes(UNSTARTED_UPLOAD_EXPIRY_MINUTES + 1),
      agency.id,
    );

    expect(await h.sweeper().removeExpired()).toBe(1);

    const ids = new Set(await h.remaining());
    expect([unsent, young, started].map(({ id }) => ids.has(id))).toEqual([false, true, true]);
    expect(unsent.files.map(existsSync)).toEqual([false, false]);
    expect(young.files.map(existsSync)).toEqual([true, true]);
  });

  it('deletes each expired upload once when two workers sweep at the same moment', async () => {
    const agency = await insertUser(h.env.db, paidAgency());
    const expired = await Promise.all(
      [1, 2, 3].map(() => upload('uploading', UPLOAD_EXPIRY_DAYS + 1, agency.id)),
    );

    const removed = await Promise.all([h.sweeper().removeExpired(), h.sweeper().removeExpired()]);

    expect(removed[0] + removed[1]).toBe(3);
    const ids = new Set(await h.remaining());
    expect(expired.filter(({ id }) => ids.has(id))).toEqual([]);
  });
});
