import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SITE_VIDEO_SLOTS, VIDEO_CATALOGUE } from '@retainly/domain';
import { ffmpegPath, ffprobePath, requestSampleVideos } from '@retainly/media';
import { SampleRenderer } from '../../apps/worker/src/media/sample-renderer';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { insertMediaItem, playOnCatalogueModule } from '../support/media-factories';

const run = promisify(execFile);
const FFPROBE = ffprobePath({ FFPROBE_PATH: process.env.FFPROBE_PATH });
/** A fresh install's empty targets: every catalogue module and every site video slot. */
const ALL_TARGETS = VIDEO_CATALOGUE.length + SITE_VIDEO_SLOTS.length;

interface SampleRow {
  id: string;
  owner_type: string;
  owner_id: string | null;
  target_type: string;
  target_ref: string;
  status: string;
  is_sample: boolean;
  source_key: string | null;
}

/** Sample videos out of the box: one queued item and event per empty target; one real render. */
describe('sample videos', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment();
  });

  afterAll(() => env?.dispose());

  const samples = (): Promise<SampleRow[]> =>
    env.db.query(`SELECT * FROM media_items WHERE is_sample ORDER BY created_at, id`);
  const videoUploadedFor = async (ids: string[]): Promise<string[]> =>
    (
      await env.db.query(
        `SELECT data->>'media_id' AS id FROM outbox_events
          WHERE type = 'VideoUploaded' AND data->>'media_id' = ANY($1)`,
        [ids],
      )
    ).map((row: { id: string }) => row.id);

  it('queues a sample for every module and every site video slot, each with its event, once', async () => {
    // Two at once (npm start and seed:demo, say): the lock lets only one of them queue.
    const [first, second] = await Promise.all([
      requestSampleVideos(env.db),
      requestSampleVideos(env.db),
    ]);
    expect([first.length, second.length].sort((a, b) => a - b)).toEqual([0, ALL_TARGETS]);
    expect(await requestSampleVideos(env.db)).toEqual([]);

    const rows = await samples();
    expect(rows).toHaveLength(ALL_TARGETS);
    for (const row of rows) {
      expect(row).toMatchObject({
        owner_type: 'platform',
        owner_id: null,
        status: 'queued',
        source_key: null,
      });
    }
    expect(rows.map((row) => `${row.target_type}:${row.target_ref}`).sort()).toEqual(
      [
        // /go's and /switch's videos (and the transfer tutorial) too, not just the first two.
        ...SITE_VIDEO_SLOTS.map((slot) => `${slot}:`),
        ...VIDEO_CATALOGUE.map((v) => `catalogue_module:${v.categoryId}/${v.moduleId}`),
      ].sort(),
    );
    const ids = rows.map((row) => row.id);
    expect((await videoUploadedFor(ids)).sort()).toEqual([...ids].sort());
  });

  it('leaves alone targets that have a video, an upload in flight or are retired; retries failed ones', async () => {
    await env.db.query(
      `UPDATE media_items SET status = 'failed', failure = 'test' WHERE is_sample`,
    );
    const ready = await insertMediaItem(env.db, {
      owner_type: 'platform',
      target_type: 'catalogue_module',
      target_ref: 'commerce/payments-setup',
      status: 'ready',
    });
    await playOnCatalogueModule(env.db, 'commerce/payments-setup', ready);
    await env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ('landing_intro', $1)`, [
      ready,
    ]);
    await insertMediaItem(env.db, {
      owner_type: 'platform',
      target_type: 'catalogue_module',
      target_ref: 'commerce/invoices-estimates',
      status: 'processing',
      source_key: 'uploads/x',
    });
    await env.db.query(
      `UPDATE video_catalogue SET video_url = 'https://videos.example.com/a.mp4'
        WHERE (category_id, module_id) = ('foundational-setup', 'account-tour')`,
    );
    await env.db.query(
      `UPDATE video_catalogue SET retired_at = now()
        WHERE (category_id, module_id) = ('foundational-setup', 'mobile-app')`,
    );

    const ids = await requestSampleVideos(env.db);
    expect(ids).toHaveLength(ALL_TARGETS - 5);
    const queued: SampleRow[] = await env.db.query(`SELECT * FROM media_items WHERE id = ANY($1)`, [
      ids,
    ]);
    const targets = queued.map((row) => `${row.target_type}:${row.target_ref}`);
    for (const skipped of [
      'landing_intro:',
      'catalogue_module:commerce/payments-setup',
      'catalogue_module:commerce/invoices-estimates',
      'catalogue_module:foundational-setup/account-tour',
      'catalogue_module:foundational-setup/mobile-app',
    ]) {
      expect(targets).not.toContain(skipped);
    }
    expect(targets).toContain('walkthrough:');
    expect(targets).toContain('free_email:');
    expect((await videoUploadedFor(ids)).sort()).toEqual([...ids].sort());
  });

  it('queues none for a site video the site config gives a URL', async () => {
    await env.db.query(
      `UPDATE media_items SET status = 'failed', failure = 'test' WHERE is_sample`,
    );
    const ids = await requestSampleVideos(env.db, ['switch_explainer']);
    const queued: SampleRow[] = await env.db.query(`SELECT * FROM media_items WHERE id = ANY($1)`, [
      ids,
    ]);
    const targets = queued.map((row) => `${row.target_type}:${row.target_ref}`);
    expect(targets).toContain('free_email:');
    expect(targets).not.toContain('switch_explainer:');
  });

  describe('SampleRenderer', () => {
    let dir: string;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'retainly-sample-'));
    });

    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('renders a 720p slide video with a silent track and one caption cue per slide', async () => {
      const renderer = new SampleRenderer(env.db, env.config());
      const { videoPath, captionsVtt } = await renderer.render(
        { targetType: 'catalogue_module', targetRef: 'foundational-setup/import-contacts' },
        dir,
      );

      const probe = JSON.parse(
        (
          await run(FFPROBE, [
            ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format'],
            videoPath,
          ])
        ).stdout,
      ) as {
        streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
        format: { duration: string };
      };
      expect(probe.streams).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            codec_type: 'video',
            codec_name: 'h264',
            width: 1280,
            height: 720,
          }),
          expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
        ]),
      );
      const duration = Number(probe.format.duration);
      expect(duration).toBeGreaterThanOrEqual(12);
      expect(duration).toBeLessThanOrEqual(20);

      // The title slide is dark slate with light text on it, not an empty frame.
      const frame = await grayFrame(videoPath, 1);
      const bright = frame.filter((value) => value > 200).length / frame.length;
      const mean = frame.reduce((sum, value) => sum + value, 0) / frame.length;
      expect(bright).toBeGreaterThan(0.01);
      expect(mean).toBeLessThan(70);

      expect(captionsVtt).not.toBeNull();
      const cues = captionsVtt!.split('\n\n').slice(1);
      expect(captionsVtt!.startsWith('WEBVTT\n\n')).toBe(true);
      expect(cues.length).toBeGreaterThanOrEqual(3);
      expect(cues.length).toBeLessThanOrEqual(4);
      let previousEnd = 0;
      for (const [index, cue] of cues.entries()) {
        const [number, timing, ...text] = cue.trim().split('\n');
        expect(number).toBe(String(index + 1));
        const match = /^(\d\d):(\d\d):(\d\d\.\d\d\d) --> (\d\d):(\d\d):(\d\d\.\d\d\d)$/.exec(
          timing,
        );
        expect(match).not.toBeNull();
        const start = Number(match![3]) + Number(match![2]) * 60;
        const end = Number(match![6]) + Number(match![5]) * 60;
        expect(start).toBeCloseTo(previousEnd, 3);
        expect(end).toBeGreaterThan(start);
        expect(text.length).toBeGreaterThan(0);
        previousEnd = end;
      }
      expect(previousEnd).toBeCloseTo(duration, 0);
      expect(cues[0]).toContain('Import Your Contacts');
      expect(cues[0]).toContain('Foundational Setup');
    });

    it('refuses a module that does not exist', async () => {
      const renderer = new SampleRenderer(env.db, env.config());
      await expect(
        renderer.render({ targetType: 'catalogue_module', targetRef: 'commerce/nope' }, dir),
      ).rejects.toThrow('No catalogue module "commerce/nope"');
    });
  });
});

/** One frame at `seconds`, scaled down to 320x180 gray bytes. */
async function grayFrame(videoPath: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath({ FFMPEG_PATH: process.env.FFMPEG_PATH }),
    [
      ...['-nostdin', '-v', 'error', '-ss', String(seconds), '-i', videoPath, '-frames:v', '1'],
      ...['-vf', 'scale=320:180,format=gray', '-f', 'rawvideo', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 1 << 20 },
  );
  return stdout;
}
