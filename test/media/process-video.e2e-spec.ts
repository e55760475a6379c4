import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { MINUTE_MS, type MediaTargetType } from '@retainly/domain';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { insertOutboxEvent } from '../support/outbox-factories';
import {
  isJpeg,
  loopClip,
  makeClip,
  makePng,
  makeTone,
  makeZip,
  probe,
  topLevelBoxes,
} from './clips';
import {
  catalogueMediaId,
  commitUpload,
  mediaRow,
  moduleRef,
  publishUpload,
  settled,
  storedKeys,
  workDirsOf,
} from './media-items';

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

describe('ProcessVideo: an upload becomes playable renditions', () => {
  let env: TestEnvironment;
  let worker: INestApplicationContext;
  let mediaDir: string;
  let scratch: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-media-store-'));
    scratch = await mkdtemp(join(tmpdir(), 'retainly-clips-'));
    worker = await createWorkerApp(
      env.config({
        MEDIA_DIR: mediaDir,
        LOST_JOB_RECONCILE_MS: '500',
        LOST_JOB_GRACE_MS: '1000',
        LOG_LEVEL: 'silent',
      }),
    );
  });

  afterAll(async () => {
    await worker?.close();
    await env?.dispose();
    for (const dir of [mediaDir, scratch]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Which of `ids` are marked replaced. */
  async function replacedAmong(ids: string[]): Promise<string[]> {
    const rows: { id: string }[] = await env.db.query(
      `SELECT id FROM media_items WHERE id = ANY($1) AND replaced_at IS NOT NULL`,
      [ids],
    );
    return rows.map((row) => row.id);
  }

  /** The media item a target plays now. */
  async function attachedTo(type: MediaTargetType, ref: string): Promise<string | null> {
    if (type === 'catalogue_module') return catalogueMediaId(env.db, ref);
    const [row] = await env.db.query(`SELECT media_id FROM site_media WHERE slot = $1`, [type]);
    return row?.media_id ?? null;
  }

  it('turns a short upload into an H.264/AAC faststart MP4 and a poster, and attaches it to its module', async () => {
    const ref = await moduleRef(env.db, 0);
    const clip = await makeClip(join(scratch, 'short.mp4'), { seconds: 2 });
    const id = await commitUpload(env.db, mediaDir, clip, { targetRef: ref });

    const { row, seen } = await settled(env.db, id);

    expect(row).toMatchObject({ status: 'ready', progress: 100, failure: null, attempts: 1 });
    expect(seen.map((step) => step.status)).toContain('processing');
    expect(Number(row.duration_seconds)).toBeGreaterThan(1.9);
    expect(Number(row.duration_seconds)).toBeLessThan(2.15);
    expect([row.width, row.height]).toEqual([320, 240]);
    expect(row.ready_at).not.toBeNull();

    expect(row.renditions).toEqual([
      {
        height: 240,
        width: 320,
        key: expect.stringMatching(/^renditions\/[0-9a-f]{64}\.mp4$/),
        bytes: expect.any(Number),
      },
    ]);
    const rendition = join(mediaDir, row.renditions[0].key);
    expect(row.renditions[0].key).toBe(`renditions/${await sha256(rendition)}.mp4`);
    expect(row.renditions[0].bytes).toBe((await readFile(rendition)).length);
    const played = await probe(rendition);
    expect(played.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
      ['video', 'h264'],
      ['audio', 'aac'],
    ]);
    expect(played.duration).toBeCloseTo(Number(row.duration_seconds), 1);
    const boxes = await topLevelBoxes(rendition);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    expect(row.poster_key).toMatch(/^posters\/[0-9a-f]{64}\.jpg$/);
    expect(isJpeg(await readFile(join(mediaDir, row.poster_key!)))).toBe(true);

    expect(await catalogueMediaId(env.db, ref)).toBe(id);
    expect(existsSync(join(mediaDir, 'uploads', id))).toBe(false);
    expect(await workDirsOf(id)).toEqual([]);
  });

  it('writes its progress to the row while ffmpeg runs', async () => {
    const segment = await makeClip(join(scratch, 'segment.mp4'), { seconds: 2 });
    const clip = await loopClip(segment, 15, join(scratch, 'thirty-seconds.mp4'));
    const id = await commitUpload(env.db, mediaDir, clip, {
      targetRef: await moduleRef(env.db, 3),
    });

    const { row, seen } = await settled(env.db, id, 45_000);

    expect(row.status).toBe('ready');
    const midway = seen.filter((step) => step.status === 'processing' && step.progress > 0);
    expect(midway.length).toBeGreaterThan(0);
    expect(midway.every((step) => step.progress < 100)).toBe(true);
    const progressSeen = midway.map((step) => step.progress);
    expect(progressSeen).toEqual([...progressSeen].sort((a, b) => a - b));
    expect(Number(row.duration_seconds)).toBeCloseTo((await probe(clip)).duration, 0);
  }, 60_000);

  it('makes 720p and 1080p from a 1080-line source, giving a silent source a silent track', async () => {
    const clip = await makeClip(join(scratch, 'full-hd.mp4'), {
      seconds: 1,
      width: 1920,
      height: 1080,
      audio: false,
    });
    const id = await commitUpload(env.db, mediaDir, clip, { targetType: 'landing_intro' });

    const { row } = await settled(env.db, id, 45_000);

    expect(row.status).toBe('ready');
    expect(row.renditions.map((r) => [r.width, r.height])).toEqual([
      [1920, 1080],
      [1280, 720],
    ]);
    for (const rendition of row.renditions) {
      const { streams } = await probe(join(mediaDir, rendition.key));
      expect(streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
        ['video', 'h264'],
        ['audio', 'aac'],
      ]);
      expect([streams[0].width, streams[0].height]).toEqual([rendition.width, rendition.height]);
    }
    expect(await attachedTo('landing_intro', '')).toBe(id);
  }, 60_000);

  it.each([
    [
      'a text file named x.mp4',
      (path: string) => writeFile(path, 'Meeting notes\nThis is not a video.\n'),
      'x.mp4',
      'This file is a text file, not a video.',
    ],
    [
      'a ZIP archive',
      (path: string) => makeZip(path, 'onboarding.mp4', 'not really a video'),
      'onboarding.zip',
      'This file is a ZIP archive, not a video.',
    ],
    ['a PNG image', makePng, 'module.mp4', 'This file is a PNG image, not a video.'],
    [
      'an audio file',
      (path: string) => makeTone(path, 1),
      'voice-over.mp4',
      'This file has sound but no picture: it is audio, not a video.',
    ],
  ])('refuses %s with a readable reason and makes nothing of it', async (_, make, name, reason) => {
    const ref = await moduleRef(env.db, 5);
    const file = join(scratch, `upload-${name}`);
    await make(file);
    const renditionsBefore = await storedKeys(mediaDir, 'renditions');
    const postersBefore = await storedKeys(mediaDir, 'posters');
    const id = await commitUpload(env.db, mediaDir, file, { targetRef: ref, sourceName: name });

    const { row } = await settled(env.db, id);

    expect(row).toMatchObject({
      status: 'failed',
      failure: reason,
      renditions: [],
      poster_key: null,
      duration_seconds: null,
      attempts: 1,
    });
    expect(await catalogueMediaId(env.db, ref)).not.toBe(id);
    expect(await storedKeys(mediaDir, 'renditions')).toEqual(renditionsBefore);
    expect(await storedKeys(mediaDir, 'posters')).toEqual(postersBefore);
    expect(existsSync(join(mediaDir, 'uploads', id))).toBe(false);
    expect(await workDirsOf(id)).toEqual([]);
  });

  it.each([
    ['catalogue_module' as const, 1],
    ['walkthrough' as const, -1],
  ])('keeps a newer %s video when an older upload finishes after it', async (type, position) => {
    const ref = position >= 0 ? await moduleRef(env.db, position) : '';
    const clip = await makeClip(join(scratch, `race-${type}.mp4`), { seconds: 1 });
    const older = await commitUpload(env.db, mediaDir, clip, {
      targetType: type,
      targetRef: ref,
      startedSecondsAgo: 60,
      publish: false,
    });
    const newer = await commitUpload(env.db, mediaDir, clip, { targetType: type, targetRef: ref });
    expect((await settled(env.db, newer)).row.status).toBe('ready');
    expect(await attachedTo(type, ref)).toBe(newer);

    await publishUpload(env.db, older);

    expect((await settled(env.db, older)).row.status).toBe('ready');
    expect(await attachedTo(type, ref)).toBe(newer);
    // The older one never played: it is marked replaced, the newer one is not.
    expect(await replacedAmong([older, newer])).toEqual([older]);
  });

  it('never lets a sample replace a real video', async () => {
    const ref = await moduleRef(env.db, 2);
    const clip = await makeClip(join(scratch, 'real.mp4'), { seconds: 1 });
    const real = await commitUpload(env.db, mediaDir, clip, {
      targetRef: ref,
      startedSecondsAgo: 60,
    });
    expect((await settled(env.db, real)).row.status).toBe('ready');

    const sample = await commitUpload(env.db, mediaDir, clip, { targetRef: ref, isSample: true });

    expect((await settled(env.db, sample)).row.status).toBe('ready');
    expect(await catalogueMediaId(env.db, ref)).toBe(real);
  });

  it('lets a real video replace a newer sample that finished first', async () => {
    const ref = await moduleRef(env.db, 7);
    const clip = await makeClip(join(scratch, 'late-real.mp4'), { seconds: 1 });
    const real = await commitUpload(env.db, mediaDir, clip, {
      targetRef: ref,
      startedSecondsAgo: 60,
      publish: false,
    });
    const sample = await commitUpload(env.db, mediaDir, clip, { targetRef: ref, isSample: true });
    expect((await settled(env.db, sample)).row.status).toBe('ready');
    expect(await catalogueMediaId(env.db, ref)).toBe(sample);

    await publishUpload(env.db, real);

    expect((await settled(env.db, real)).row.status).toBe('ready');
    expect(await catalogueMediaId(env.db, ref)).toBe(real);
    expect(await replacedAmong([real, sample])).toEqual([sample]);
  });

  it('processes an upload whose job Redis lost', async () => {
    const clip = await makeClip(join(scratch, 'lost.mp4'), { seconds: 1 });
    const id = await commitUpload(env.db, mediaDir, clip, {
      targetRef: await moduleRef(env.db, 4),
      publish: false,
    });
    // Published a minute ago, but no job for it exists in Redis.
    await insertOutboxEvent(env.db, {
      type: 'VideoUploaded',
      data: { media_id: id },
      published_at: new Date(Date.now() - MINUTE_MS),
    });

    expect((await settled(env.db, id)).row.status).toBe('ready');
  });

  it('retries when the upload cannot be read, and says so once the attempts run out', async () => {
    const clip = await makeClip(join(scratch, 'vanishing.mp4'), { seconds: 1 });
    const id = await commitUpload(env.db, mediaDir, clip, {
      targetRef: await moduleRef(env.db, 6),
      publish: false,
    });
    await rm(join(mediaDir, 'uploads', id));
    await publishUpload(env.db, id);

    // Three attempts, 5 s and 10 s apart (the ProcessVideo backoff).
    const { row, seen } = await settled(env.db, id, 40_000);

    expect(row).toMatchObject({
      status: 'failed',
      failure: 'Processing failed: the uploaded file is missing from storage',
      attempts: 3,
    });
    expect(seen.map((step) => step.status)).toContain('queued');
    expect((await mediaRow(env.db, id)).renditions).toEqual([]);
  }, 60_000);
});
