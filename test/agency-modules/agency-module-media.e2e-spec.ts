import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_CATEGORIES, type AgencyModule, type PortalView } from '@retainly/domain';
import { makeClip } from '../media/clips';
import { settled, signedMediaUrl, storedKeys } from '../media/media-items';
import { tusClient } from '../media/tus-http';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertMediaItem } from '../support/media-factories';
import { agencyApi } from './agency-api';

/** The clip's length in seconds, as the worker measures it. */
const CLIP_SECONDS = 2;
const GiB = 1024 ** 3;
const [SETUP] = VIDEO_CATEGORIES;
const CAPTIONS = ['WEBVTT', '', '00:00.000 --> 00:01.500', 'Welcome aboard.', ''].join('\n');

/**
 * An agency's own uploads (issue #17): tus to its module, the real worker makes it ready, the
 * portal plays it through signed URLs, captions, quota, and deletion freeing files and quota.
 */
describe("agency modules' media", () => {
  let stack: AccountsStack;
  let mediaDir: string;
  let tus: ReturnType<typeof tusClient>;
  let agencyA: { cookie: string; userId: string };
  let a: ReturnType<typeof agencyApi>;
  let versionA: string;
  let clip: Buffer;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-agency-media-'));
    stack = await startAccountsStack({ MEDIA_DIR: mediaDir });
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stack.app.getHttpServer().address() as AddressInfo;
    tus = tusClient(`http://127.0.0.1:${port}`);
    agencyA = await stack.signedInAgency();
    a = agencyApi(stack, agencyA.cookie);
    versionA = await a.version('basic');
    clip = await readFile(await makeClip(join(mediaDir, 'clip.mp4'), { seconds: CLIP_SECONDS }));
  });

  afterAll(async () => {
    await stack?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const portal = async (versionId: string) =>
    (await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView;
  const portalVideo = async (versionId: string, moduleId: string) =>
    (await portal(versionId)).categories
      .flatMap((category) => category.videos)
      .find((video) => video.moduleId === moduleId);
  let ready: { module: AgencyModule; mediaId: string };

  it('uploads to a module; the worker makes it ready and the portal plays it, signed', async () => {
    const module = await a.module({
      title: 'Welcome',
      categoryId: SETUP.id,
      versionIds: [versionA],
    });
    const meta = { filename: 'welcome.mp4', targetType: 'agency_module', targetRef: module.id };
    const created = await tus.create(clip.length, meta, agencyA.cookie);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const mediaId = location.split('/').pop()!;
    expect((await a.get(module.id)).body).toMatchObject({
      media: {
        id: mediaId,
        status: 'uploading',
        progress: 0,
        failure: null,
        sourceName: 'welcome.mp4',
        sourceBytes: clip.length,
      },
    });
    const [row] = await stack.env.db.query(
      `SELECT owner_type, owner_id, target_type, target_ref FROM media_items WHERE id = $1`,
      [mediaId],
    );
    expect(row).toEqual({
      owner_type: 'agency',
      owner_id: agencyA.userId,
      target_type: 'agency_module',
      target_ref: module.id,
    });
    expect((await tus.patch(location, clip, 0, agencyA.cookie)).status).toBe(204);

    expect((await settled(stack.env.db, mediaId)).row.status).toBe('ready');
    const polled = (await a.get(module.id)).body as AgencyModule;
    expect(polled.media).toMatchObject({ id: mediaId, status: 'ready', progress: 100 });
    expect((await a.library()).quota).toEqual({
      usedBytes: clip.length,
      allowanceBytes: 5 * GiB,
      videos: { count: 1, bytes: clip.length },
      unfinishedUploads: [],
    });
    expect((await a.videos(versionA)).find((v) => v.moduleId === module.id)).toMatchObject({
      hasVideo: true,
      durationSeconds: expect.closeTo(CLIP_SECONDS, 0),
    });

    const video = (await portalVideo(versionA, module.id))!;
    // The measured length (2 s), not minutes rounded up ('1 min').
    expect(video).toMatchObject({
      categoryId: 'custom',
      videoUrl: null,
      tracked: true,
      durationSeconds: expect.closeTo(CLIP_SECONDS, 0),
    });
    const [stored]: { renditions: { key: string; height: number }[]; poster_key: string }[] =
      await stack.env.db.query(`SELECT renditions, poster_key FROM media_items WHERE id = $1`, [
        mediaId,
      ]);
    // The 320x240 clip is never upscaled: one rendition at its own height.
    expect(video.media!.sources).toEqual([
      { src: signedMediaUrl(stored!.renditions[0]!.key), type: 'video/mp4', height: 240 },
    ]);
    expect(video.media!.poster).toEqual(signedMediaUrl(stored!.poster_key));
    const played = await stack.app.inject({ method: 'GET', url: video.media!.sources[0]!.src });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');

    // Captions on the video the module plays; a malformed file names its line.
    const bad = await a.putCaptions(module.id, CAPTIONS.replace('00:01.500', '1.5'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Line 3: /);
    const captioned = await a.putCaptions(module.id, CAPTIONS);
    expect(captioned.status).toBe(200);
    expect(captioned.body).toMatchObject({ id: module.id, media: { id: mediaId } });
    const withCaptions = (await portalVideo(versionA, module.id))!;
    expect(withCaptions.media!.captions).toMatchObject([{ label: 'English', language: 'en' }]);
    const vtt = await stack.app.inject({
      method: 'GET',
      url: withCaptions.media!.captions[0]!.src,
    });
    expect(vtt.body).toBe(CAPTIONS);
    ready = { module, mediaId };
  });

  it('keeps another agency out of the module, its upload sessions and its media URLs', async () => {
    const { module } = ready;
    const b = await stack.signedInAgency();
    const bApi = agencyApi(stack, b.cookie);
    const versionB = await bApi.version('basic');
    const moduleUrl = `/api/onboarding/modules/${module.id}`;
    for (const [method, url, body] of [
      ['GET', moduleUrl, undefined],
      ['PATCH', moduleUrl, { title: 'Mine now' }],
      ['DELETE', moduleUrl, undefined],
      ['PUT', `/api/onboarding/versions/${versionB}/modules/${module.id}`, { after: null }],
      ['PUT', `/api/onboarding/versions/${versionA}/modules/${module.id}`, { after: null }],
      ['DELETE', `/api/onboarding/versions/${versionA}/modules/${module.id}`, undefined],
      [
        'PUT',
        `/api/onboarding/versions/${versionA}/videos/custom/${module.id}`,
        { visible: false },
      ],
    ] as const) {
      const res = await bApi.call(method, url, body);
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    expect((await bApi.putCaptions(module.id, CAPTIONS)).status).toBe(404);
    expect((await bApi.library()).modules).toEqual([]);
    expect((await a.get(module.id)).body).toMatchObject({
      title: 'Welcome',
      versionIds: [versionA],
    });

    // B cannot upload to A's module, nor see or touch A's upload on its way.
    const refused = await tus.create(
      10,
      { filename: 'x.mp4', targetType: 'agency_module', targetRef: module.id },
      b.cookie,
    );
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('That module was not found.');
    const started = await tus.create(
      clip.length,
      { filename: 'v2.mp4', targetType: 'agency_module', targetRef: module.id },
      agencyA.cookie,
    );
    const location = started.headers.get('location')!;
    expect((await tus.patch(location, clip.subarray(0, 100), 0, agencyA.cookie)).status).toBe(204);
    expect((await tus.head(location, b.cookie)).status).toBe(404);
    expect((await tus.patch(location, clip.subarray(100), 100, b.cookie)).status).toBe(404);
    expect((await tus.delete(location, b.cookie)).status).toBe(404);
    const operator = await stack.signedInOperator();
    expect((await tus.head(location, operator.cookie)).status).toBe(404);
    expect((await tus.head(location, agencyA.cookie)).headers.get('upload-offset')).toBe('100');
    expect((await tus.delete(location, agencyA.cookie)).status).toBe(204);

    // A's media plays only through the signed URLs A's portal hands out.
    const src = (await portalVideo(versionA, module.id))!.media!.sources[0]!.src;
    const { pathname, search } = new URL(src, 'http://app.test');
    expect((await stack.app.inject({ method: 'GET', url: pathname })).statusCode).toBe(403);
    const [{ poster_key: poster }] = await stack.env.db.query(
      `SELECT poster_key FROM media_items WHERE id = $1`,
      [ready.mediaId],
    );
    const borrowed = await stack.app.inject({ method: 'GET', url: `/media/${poster}${search}` });
    expect(borrowed.statusCode).toBe(403);
    expect((await stack.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
  });

  /** Creates a tus upload to the module; `send` then delivers its bytes. */
  const startUpload = async (moduleId: string, bytes: Buffer, filename: string) => {
    const meta = { filename, targetType: 'agency_module', targetRef: moduleId };
    const location = (await tus.create(bytes.length, meta, agencyA.cookie)).headers.get(
      'location',
    )!;
    const send = async () => {
      expect((await tus.patch(location, bytes, 0, agencyA.cookie)).status).toBe(204);
      expect((await settled(stack.env.db, id)).row.status).toBe('ready');
    };
    const id = location.split('/').pop()!;
    return { id, send };
  };
  const replacedOf = async (moduleId: string) =>
    stack.env.db.query(
      `SELECT id, replaced_at IS NOT NULL AS replaced FROM media_items
        WHERE target_ref = $1 ORDER BY created_at, id`,
      [moduleId],
    );

  it('gives a replaced video its bytes back at once, also when the older upload finishes last', async () => {
    const module = await a.module({ title: 'Replaced', ownCategory: 'Extras' });
    const used = (await a.library()).quota.usedBytes;
    const short = await readFile(await makeClip(join(mediaDir, 'short.mp4'), { seconds: 1 }));

    const first = await startUpload(module.id, clip, 'first.mp4');
    await first.send();
    const second = await startUpload(module.id, short, 'second.mp4');
    await second.send();
    expect((await a.get(module.id)).body).toMatchObject({ media: { id: second.id } });
    expect((await a.library()).quota.usedBytes).toBe(used + short.length);

    // An upload started before the one now playing finishes after it: it never replaces it, and
    // it takes no quota either.
    const late = await startUpload(module.id, clip, 'late.mp4');
    const newest = await startUpload(module.id, short, 'newest.mp4');
    await newest.send();
    await late.send();
    expect((await a.get(module.id)).body).toMatchObject({ media: { id: newest.id } });
    expect((await a.library()).quota.usedBytes).toBe(used + short.length);
    expect(await replacedOf(module.id)).toEqual([
      { id: first.id, replaced: true },
      { id: second.id, replaced: true },
      { id: late.id, replaced: true },
      { id: newest.id, replaced: false },
    ]);
    expect((await a.delete(module.id)).status).toBe(204);
    expect((await a.library()).quota.usedBytes).toBe(used);
  });

  it('refuses an upload past the quota with 413, and counts failed uploads as free', async () => {
    const module = await a.module({ title: 'Big one', ownCategory: 'Extras' });
    const used = (await a.library()).quota.usedBytes;
    const filler = await insertMediaItem(stack.env.db, {
      owner_type: 'agency',
      owner_id: agencyA.userId,
      target_type: 'agency_module',
      target_ref: module.id,
      status: 'ready',
      source_name: 'filler.mp4',
      source_bytes: 5 * GiB - used - 1_000,
    });
    const meta = { filename: 'big.mp4', targetType: 'agency_module', targetRef: module.id };
    const refused = await tus.create(2_000, meta, agencyA.cookie);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(
      'This upload would take your videos past your 5 GB allowance (5.0 GB used). Delete a video or choose a smaller file.',
    );
    expect((await tus.create(1_000, meta, agencyA.cookie)).status).toBe(201);
    await stack.env.db.query(
      `UPDATE media_items SET status = 'failed', failure = 'Not a video.' WHERE id = $1`,
      [filler],
    );
    expect((await tus.create(2_000, meta, agencyA.cookie)).status).toBe(201);
    // Deleting the module gives back what its uploads took.
    expect((await a.delete(module.id)).status).toBe(204);
    expect((await a.library()).quota.usedBytes).toBe(used);
  });

  it('removes the media, frees the quota and deletes unshared files when no version uses it', async () => {
    const { module, mediaId } = ready;
    const [item] = await stack.env.db.query(
      `SELECT renditions, poster_key, captions_key FROM media_items WHERE id = $1`,
      [mediaId],
    );
    const rendition: string = item.renditions[0].key;
    // Another item with the same bytes (files are stored by content) keeps the rendition.
    await insertMediaItem(stack.env.db, {
      owner_type: 'platform',
      target_type: 'landing_intro',
      target_ref: '',
      status: 'ready',
      source_name: 'same.mp4',
      renditions: [item.renditions[0]],
    });
    const files = [rendition, item.poster_key, item.captions_key];
    expect(files.map((key) => existsSync(join(mediaDir, key)))).toEqual([true, true, true]);
    const before = (await a.library()).quota.usedBytes;

    expect((await a.removeFrom(versionA, module.id)).status).toBe(204);
    expect((await a.library()).quota.usedBytes).toBe(before - clip.length);
    expect(await stack.env.db.query(`SELECT 1 FROM media_items WHERE id = $1`, [mediaId])).toEqual(
      [],
    );
    expect(files.map((key) => existsSync(join(mediaDir, key)))).toEqual([true, false, false]);
    expect(await storedKeys(mediaDir, 'uploads')).not.toContain(`uploads/${mediaId}`);
    const [{ media_id }] = await stack.env.db.query(
      `SELECT media_id FROM agency_modules WHERE id = $1`,
      [module.id],
    );
    expect(media_id).toBeNull();
    expect(await portalVideo(versionA, module.id)).toBeUndefined();
  });

  it('takes uploads only from ADVANCED agencies with full access', async () => {
    const meta = { filename: 'a.mp4', targetType: 'agency_module', targetRef: ready.module.id };
    const basicPlan = await stack.signedInAgency('BASIC');
    const refused = await tus.create(10, meta, basicPlan.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required' });
    const trialing = await stack.signedInAgency('ADVANCED', 'TRIALING');
    const limited = await tus.create(10, meta, trialing.cookie);
    expect(limited.status).toBe(403);
    expect(await limited.json()).toMatchObject({ code: 'trial_limited' });
  });
});
