import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AdminMediaItem,
  AdminSiteMedia,
  AdminVideoLibrary,
  MediaStatus,
  MediaTargetType,
  PortalView,
  SiteMedia,
  VersionVideo,
} from '@retainly/domain';
import { QueueName } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertMediaItem, playOnCatalogueModule } from '../support/media-factories';
import { moduleRef, signedMediaUrl } from './media-items';

const sha = () => randomBytes(32).toString('hex');

/** A media row as the worker leaves one (or on its way), written by SQL: no pipeline here. */
interface StoredMedia {
  target: { type: MediaTargetType; ref?: string };
  status: MediaStatus;
  progress?: number;
  failure?: string;
  /** created_at, seconds ago: which item is newer decides what is pending. */
  ageSeconds: number;
}

const CAPTIONS = ['WEBVTT', '', '00:00.000 --> 00:01.500', 'Open <b>Settings</b>.', ''].join('\n');

/** The console's media endpoints, the portal's and the public site's playback. */
describe('media api', () => {
  let stack: AccountsStack;
  let mediaDir: string;
  let operator: { cookie: string; email: string };

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-media-api-'));
    stack = await startAccountsStack({ MEDIA_DIR: mediaDir });
    await stack.app.get(QueueRegistry).get(QueueName.Media).pause();
    operator = await stack.signedInOperator();
  });

  afterAll(async () => {
    await stack?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** Inserts an item; a ready one gets 720p and 1080p renditions, a poster and a duration. */
  async function stored(media: StoredMedia) {
    const ready = media.status === 'ready';
    const renditions = ready
      ? [720, 1080].map((height) => ({
          height,
          width: (height * 16) / 9,
          key: `renditions/${sha()}.mp4`,
          bytes: height * 100,
        }))
      : [];
    const posterKey = ready ? `posters/${sha()}.jpg` : null;
    const id = await insertMediaItem(stack.env.db, {
      owner_type: 'platform',
      target_type: media.target.type,
      target_ref: media.target.ref ?? '',
      status: media.status,
      progress: media.progress ?? (ready ? 100 : 0),
      failure: media.failure ?? null,
      source_name: 'clip.mp4',
      source_bytes: 1234,
      source_key: 'uploads/x',
      duration_seconds: ready ? 61.5 : null,
      width: ready ? 1920 : null,
      height: ready ? 1080 : null,
      renditions,
      poster_key: posterKey,
      created_at: new Date(Date.now() - media.ageSeconds * 1000),
      ready_at: ready ? new Date() : null,
    });
    return { id, renditions, posterKey };
  }

  /** What the worker does on ready: the target plays the item. */
  async function attach(id: string, target: { type: MediaTargetType; ref?: string }) {
    if (target.type === 'catalogue_module') {
      await playOnCatalogueModule(stack.env.db, target.ref ?? '', id);
    } else {
      await stack.env.db.query(
        `INSERT INTO site_media (slot, media_id) VALUES ($1, $2)
         ON CONFLICT (slot) DO UPDATE SET media_id = excluded.media_id`,
        [target.type, id],
      );
    }
  }

  const putCaptions = (id: string, body: string, cookie = operator.cookie) =>
    stack.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${id}/captions`,
      payload: body,
      headers: { 'content-type': 'text/vtt', 'x-retainly-client': 'web', cookie },
    });

  it('stores valid captions by content and keeps their words; a malformed file names its line', async () => {
    const target = { type: 'catalogue_module' as const, ref: await moduleRef(stack.env.db, 2) };
    const { id } = await stored({ target, status: 'ready', ageSeconds: 10 });

    const bad = await putCaptions(id, CAPTIONS.replace('00:01.500', '00:01.5'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Line 3: "00:01.5" is not a timestamp: use mm:ss.ttt or hh:mm:ss.ttt',
    });
    expect((await putCaptions(id, 'Subtitles\n')).json()).toMatchObject({
      message: 'Line 1: The file must start with "WEBVTT"',
    });

    const res = await putCaptions(id, CAPTIONS);
    expect(res.statusCode).toBe(200);
    const item = res.json<AdminMediaItem>();
    const key = `captions/${createHash('sha256').update(CAPTIONS).digest('hex')}.vtt`;
    expect(item).toMatchObject({ id, hasCaptions: true, status: 'ready' });
    expect(item.playback!.captions).toEqual([
      { src: signedMediaUrl(key), label: 'English', language: 'en' },
    ]);
    expect(await readFile(join(mediaDir, key), 'utf8')).toBe(CAPTIONS);
    const [row] = await stack.env.db.query(
      `SELECT captions_key, transcript FROM media_items WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ captions_key: key, transcript: 'Open Settings.' });
    const [audit] = await stack.env.db.query(
      `SELECT action, target_id FROM operator_audit_log WHERE action = 'set_captions'`,
    );
    expect(audit).toEqual({ action: 'set_captions', target_id: target.ref });
  });

  it('takes captions only for a processing or ready item, from operators, up to 1 MB', async () => {
    const queued = await stored({
      target: { type: 'walkthrough' },
      status: 'queued',
      ageSeconds: 5,
    });
    const early = await putCaptions(queued.id, CAPTIONS);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Captions can be added once the video is processing or ready.',
    });
    const processing = await stored({
      target: { type: 'walkthrough' },
      status: 'processing',
      ageSeconds: 4,
    });
    expect((await putCaptions(processing.id, CAPTIONS)).json()).toMatchObject({
      status: 'processing',
      hasCaptions: true,
      playback: null,
    });

    const agency = await stack.signedInAgency();
    expect((await putCaptions(processing.id, CAPTIONS, agency.cookie)).statusCode).toBe(403);
    expect((await putCaptions('6f1f6a3e-8f43-4b7a-9d55-1d2a1c3b4e5f', CAPTIONS)).statusCode).toBe(
      404,
    );
    const cue = '00:00.000 --> 00:01.000\nWords words words words words words words.\n\n';
    const huge = `WEBVTT\n\n${cue.repeat(Math.ceil((1024 * 1024) / cue.length))}`;
    expect((await putCaptions(processing.id, huge)).statusCode).toBe(413);
  });

  it('shows each module with what portals play and the newer upload on its way', async () => {
    const replaced = { type: 'catalogue_module' as const, ref: await moduleRef(stack.env.db, 0) };
    const fresh = { type: 'catalogue_module' as const, ref: await moduleRef(stack.env.db, 1) };
    const settled = { type: 'catalogue_module' as const, ref: await moduleRef(stack.env.db, 4) };
    // A failure older than what plays is history, not pending.
    await stored({ target: settled, status: 'failed', failure: 'Not a video.', ageSeconds: 300 });
    const settledPlaying = await stored({ target: settled, status: 'ready', ageSeconds: 200 });
    await attach(settledPlaying.id, settled);
    const playing = await stored({ target: replaced, status: 'ready', ageSeconds: 200 });
    await attach(playing.id, replaced);
    await stored({ target: replaced, status: 'queued', ageSeconds: 60 });
    const newest = await stored({
      target: replaced,
      status: 'processing',
      progress: 40,
      ageSeconds: 30,
    });
    const uploading = await stored({ target: fresh, status: 'uploading', ageSeconds: 5 });

    const res = await stack.api.get('/api/admin/videos', operator.cookie);
    expect(res.status).toBe(200);
    const { videos } = res.body as unknown as AdminVideoLibrary;
    const video = (ref: string) => videos.find((v) => `${v.categoryId}/${v.moduleId}` === ref)!;

    expect(video(replaced.ref).media).toMatchObject({
      id: playing.id,
      status: 'ready',
      progress: 100,
      durationSeconds: 61.5,
      target: { type: 'catalogue_module', ref: replaced.ref },
      playback: {
        sources: [
          { src: signedMediaUrl(playing.renditions[1]!.key), type: 'video/mp4', height: 1080 },
          { src: signedMediaUrl(playing.renditions[0]!.key), type: 'video/mp4', height: 720 },
        ],
        poster: signedMediaUrl(playing.posterKey),
        captions: [],
        durationSeconds: 61.5,
      },
    });
    expect(video(replaced.ref).pendingMedia).toMatchObject({
      id: newest.id,
      status: 'processing',
      progress: 40,
      playback: null,
    });
    expect(video(settled.ref)).toMatchObject({
      media: { id: settledPlaying.id },
      pendingMedia: null,
    });
    expect(video(fresh.ref)).toMatchObject({
      media: null,
      pendingMedia: { id: uploading.id, status: 'uploading' },
    });
    const polled = await stack.api.get(`/api/admin/media/${newest.id}`, operator.cookie);
    expect(polled.body).toMatchObject({ id: newest.id, status: 'processing', progress: 40 });
    expect((await stack.api.get('/api/admin/media/not-a-uuid', operator.cookie)).status).toBe(400);
    const agency = await stack.signedInAgency();
    expect((await stack.api.get(`/api/admin/media/${newest.id}`, agency.cookie)).status).toBe(403);
  });

  it("plays a module's media in portals and counts it as the module's video", async () => {
    const target = { type: 'catalogue_module' as const, ref: await moduleRef(stack.env.db, 3) };
    const media = await stored({ target, status: 'ready', ageSeconds: 100 });
    await attach(media.id, target);
    expect((await putCaptions(media.id, CAPTIONS)).statusCode).toBe(200);

    const agency = await stack.signedInAgencyWithVersion();
    const versionId = agency.versionId;
    const view = (await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView;
    const modules = view.categories.flatMap((category) => category.videos);
    const [categoryId, moduleId] = target.ref.split('/');
    const module = view.categories
      .find((category) => category.id === categoryId)!
      .videos.find((video) => video.moduleId === moduleId)!;
    expect(module.videoUrl).toBeNull();
    expect(module.media).toEqual({
      sources: [
        { src: signedMediaUrl(media.renditions[1]!.key), type: 'video/mp4', height: 1080 },
        { src: signedMediaUrl(media.renditions[0]!.key), type: 'video/mp4', height: 720 },
      ],
      poster: signedMediaUrl(media.posterKey),
      captions: [
        {
          src: signedMediaUrl(
            `captions/${createHash('sha256').update(CAPTIONS).digest('hex')}.vtt`,
          ),
          label: 'English',
          language: 'en',
        },
      ],
      durationSeconds: 61.5,
    });
    const [{ attached }] = await stack.env.db.query(
      `SELECT count(*)::int AS attached FROM video_catalogue WHERE media_id IS NOT NULL`,
    );
    expect(modules.filter((video) => video.media !== null)).toHaveLength(attached);
    expect(modules.filter((video) => video.media === null).length).toBeGreaterThan(0);

    const videos = await stack.api.get(
      `/api/onboarding/versions/${versionId}/videos`,
      agency.cookie,
    );
    const listed = (videos.body as unknown as VersionVideo[]).find(
      (video) => video.categoryId === categoryId && video.moduleId === moduleId,
    );
    expect(listed).toMatchObject({ hasVideo: true });
  });

  it('serves the site videos publicly (ready only) and their slots to the console', async () => {
    const before = await stack.app.inject({ method: 'GET', url: '/api/site-media' });
    expect(before.json()).toEqual({
      landingIntro: null,
      walkthrough: null,
      freeEmail: null,
      switchExplainer: null,
      transferTutorial: null,
    });

    const intro = await stored({
      target: { type: 'landing_intro' },
      status: 'ready',
      ageSeconds: 50,
    });
    await attach(intro.id, { type: 'landing_intro' });
    const next = await stored({
      target: { type: 'landing_intro' },
      status: 'queued',
      ageSeconds: 10,
    });
    const walkthrough = await stored({
      target: { type: 'walkthrough' },
      status: 'failed',
      failure: 'This file is not a video.',
      ageSeconds: 1,
    });

    const res = await stack.app.inject({ method: 'GET', url: '/api/site-media' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(res.json<SiteMedia>()).toEqual({
      landingIntro: {
        sources: [
          { src: signedMediaUrl(intro.renditions[1]!.key), type: 'video/mp4', height: 1080 },
          { src: signedMediaUrl(intro.renditions[0]!.key), type: 'video/mp4', height: 720 },
        ],
        poster: signedMediaUrl(intro.posterKey),
        captions: [],
        durationSeconds: 61.5,
      },
      walkthrough: null,
      freeEmail: null,
      switchExplainer: null,
      transferTutorial: null,
    });

    const admin = await stack.api.get('/api/admin/site-media', operator.cookie);
    const slots = admin.body as unknown as AdminSiteMedia;
    expect(slots.landingIntro.media).toMatchObject({ id: intro.id, status: 'ready' });
    expect(slots.landingIntro.pendingMedia).toMatchObject({ id: next.id, status: 'queued' });
    // The walkthrough's earlier items (captions test) are older than its failed upload.
    expect(slots.walkthrough).toMatchObject({
      media: null,
      pendingMedia: { id: walkthrough.id, status: 'failed', failure: 'This file is not a video.' },
    });
    expect((await stack.api.get('/api/admin/site-media')).status).toBe(401);
  });
});
