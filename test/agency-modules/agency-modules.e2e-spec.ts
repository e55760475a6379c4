import {
  AGENCY_VIDEO_LINK_MESSAGE,
  VIDEO_CATEGORIES,
  type AgencyModule,
  type PortalView,
} from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertModuleProgress } from '../support/outcome-factories';
import { agencyApi, LOOM_LINK, YOUTUBE_LINK } from './agency-api';

const GiB = 1024 ** 3;
const [SETUP] = VIDEO_CATEGORIES;

/** The agency's own modules (issue #17): library, validation, placements, visibility, deletion. */
describe('agency modules api', () => {
  let stack: AccountsStack;
  let agency: ReturnType<typeof agencyApi>;
  let userId: string;
  let basic: string;
  let advanced: string;

  beforeAll(async () => {
    stack = await startAccountsStack();
    const signedIn = await stack.signedInAgency();
    userId = signedIn.userId;
    agency = agencyApi(stack, signedIn.cookie);
    basic = await agency.version('basic');
    advanced = await agency.version('advanced');
  });

  afterAll(() => stack?.close());

  it('creates a module with a link at the end of the versions named, and lists it', async () => {
    const before = await agency.order(basic);
    const created = await agency.create({
      title: '  Welcome to Acme  ',
      description: 'Who we are and how we work.',
      ownCategory: 'Welcome',
      videoUrl: LOOM_LINK,
      versionIds: [basic],
    });
    expect(created.status).toBe(201);
    const module = created.body as AgencyModule;
    expect(module).toEqual({
      id: expect.any(String),
      title: 'Welcome to Acme',
      description: 'Who we are and how we work.',
      categoryId: null,
      ownCategory: 'Welcome',
      videoUrl: LOOM_LINK,
      lengthSeconds: null,
      media: null,
      captionLanguages: [],
      versionIds: [basic],
      helpRoutes: [],
      createdAt: expect.any(String),
    });

    const videos = await agency.videos(basic);
    expect(videos).toHaveLength(before.length + 1);
    expect(videos.at(-1)).toEqual({
      categoryId: 'custom',
      moduleId: module.id,
      title: 'Welcome to Acme',
      description: 'Who we are and how we work.',
      durationSeconds: null,
      hasVideo: true,
      isVisible: true,
      source: 'custom',
      displayCategory: 'own:Welcome',
    });
    expect(await agency.order(advanced)).not.toContain(`custom/${module.id}`);

    const library = await agency.library();
    expect(library.modules).toEqual([module]);
    expect(library.quota).toEqual({
      usedBytes: 0,
      allowanceBytes: 5 * GiB,
      videos: { count: 0, bytes: 0 },
      unfinishedUploads: [],
    });
    expect(library.ownCategories).toEqual(['Welcome']);
    expect((await agency.get(module.id)).body).toEqual(module);

    // Edited in place; a field left out stays, a catalogue category replaces its own one.
    const edited = await agency.call('PATCH', `/api/onboarding/modules/${module.id}`, {
      title: 'Welcome aboard',
      categoryId: SETUP.id,
      videoUrl: YOUTUBE_LINK,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Welcome aboard',
      description: 'Who we are and how we work.',
      categoryId: SETUP.id,
      ownCategory: null,
      videoUrl: YOUTUBE_LINK,
    });
    expect((await agency.library()).ownCategories).toEqual([]);
    const cleared = await agency.call('PATCH', `/api/onboarding/modules/${module.id}`, {
      videoUrl: '',
    });
    expect(cleared.body).toMatchObject({ title: 'Welcome aboard', videoUrl: null });
  });

  it("shows a linked video's length as the agency gave it, and none rather than 0 min without one", async () => {
    const created = await agency.create({
      title: 'Our reporting',
      categoryId: SETUP.id,
      videoUrl: YOUTUBE_LINK,
      versionIds: [basic],
    });
    const module = created.body as AgencyModule;
    expect(module.lengthSeconds).toBeNull();
    const shown = async () => {
      const view = (await stack.api.get(`/api/portal/${basic}`)).body as unknown as PortalView;
      const inPortal = view.categories
        .flatMap((c) => c.videos)
        .find((v) => v.moduleId === module.id);
      const inEditor = (await agency.videos(basic)).find((v) => v.moduleId === module.id);
      return [inPortal!.durationSeconds, inEditor!.durationSeconds];
    };
    expect(await shown()).toEqual([null, null]);

    const patch = (body: object) =>
      agency.call('PATCH', `/api/onboarding/modules/${module.id}`, body);
    expect((await patch({ lengthSeconds: 270 })).body).toMatchObject({ lengthSeconds: 270 });
    expect(await shown()).toEqual([270, 270]);
    // Left out: unchanged; null: unknown again.
    expect((await patch({ title: 'Our reports' })).body).toMatchObject({ lengthSeconds: 270 });
    for (const lengthSeconds of [0, 4.5, 86_401, '270']) {
      const refused = await patch({ lengthSeconds });
      expect(refused.status).toBe(400);
      expect((refused.body as { message: string[] }).message).toEqual([
        'lengthSeconds must be a whole number of seconds from 1 to 86400.',
      ]);
    }
    expect((await patch({ lengthSeconds: null })).body).toMatchObject({ lengthSeconds: null });
    expect(await shown()).toEqual([null, null]);
  });

  it('refuses unusable fields with 400 and a reason, and writes nothing', async () => {
    const refusal = async (input: object) => {
      const res = await agency.create({ title: 'A module', categoryId: SETUP.id, ...input });
      expect(res.status).toBe(400);
      return (res.body as { message: string[] }).message.join(' | ');
    };
    const before = (await agency.library()).modules.length;
    expect(await refusal({ categoryId: undefined })).toBe(
      'Choose a catalogue category or name one of your own.',
    );
    expect(await refusal({ ownCategory: 'Extras' })).toBe(
      'Choose a catalogue category or one of your own, not both.',
    );
    expect(await refusal({ categoryId: 'no-such-category' })).toBe(
      'categoryId must be one of the catalogue categories.',
    );
    expect(await refusal({ categoryId: null, ownCategory: ' ' })).toBe(
      'Name your category in 1 to 60 characters.',
    );
    expect(await refusal({ categoryId: null, ownCategory: 'x'.repeat(61) })).toBe(
      'Name your category in 1 to 60 characters.',
    );
    expect(await refusal({ title: '   ' })).toBe(
      'Give the module a title (at most 120 characters).',
    );
    expect(await refusal({ title: 'x'.repeat(121) })).toBe(
      'Give the module a title (at most 120 characters).',
    );
    expect(await refusal({ description: 'x'.repeat(1001) })).toBe(
      'The description can be at most 1000 characters.',
    );
    for (const videoUrl of [
      'https://cdn.example.com/intro.mp4',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.loom.com/share/not-a-video',
    ]) {
      expect(await refusal({ videoUrl })).toBe(AGENCY_VIDEO_LINK_MESSAGE);
    }
    const patched = await agency.call(
      'PATCH',
      `/api/onboarding/modules/${(await agency.library()).modules[0]!.id}`,
      {
        ownCategory: null,
      },
    );
    expect(patched.status).toBe(400);

    // Another agency's version, or a made-up one, answers as missing; nothing is created.
    const other = agencyApi(stack, (await stack.signedInAgency()).cookie);
    const theirs = await other.version('basic');
    for (const versionIds of [[theirs], ['NoSuchVersi0']]) {
      const res = await agency.create({ title: 'Shared', categoryId: SETUP.id, versionIds });
      expect(res.status).toBe(404);
    }
    expect((await agency.library()).modules).toHaveLength(before);

    // No link yet is fine: the upload comes once the module exists.
    const awaiting = await agency.create({ title: 'Our process', categoryId: SETUP.id });
    expect(awaiting.status).toBe(201);
    expect(awaiting.body).toMatchObject({ videoUrl: null, media: null, versionIds: [] });
  });

  it("places modules among the catalogue's in the agency's order, and the portal follows it", async () => {
    const catalogue = await agency.order(advanced);
    const intro = await agency.module({ title: 'Intro', ownCategory: 'Start here' });
    const tour = await agency.module({
      title: 'Our tour',
      categoryId: SETUP.id,
      videoUrl: LOOM_LINK,
    });

    expect((await agency.place(advanced, tour.id, { after: catalogue[0] })).status).toBe(204);
    expect((await agency.place(advanced, intro.id, { after: null })).status).toBe(204);
    expect((await agency.order(advanced)).slice(0, 4)).toEqual([
      `custom/${intro.id}`,
      catalogue[0],
      `custom/${tour.id}`,
      catalogue[1],
    ]);
    // Moved: right after the agency's own intro, before the whole catalogue.
    expect((await agency.place(advanced, tour.id, { after: `custom/${intro.id}` })).status).toBe(
      204,
    );
    const order = await agency.order(advanced);
    expect(order.slice(0, 3)).toEqual([`custom/${intro.id}`, `custom/${tour.id}`, catalogue[0]]);
    expect(order).toHaveLength(catalogue.length + 2);
    expect((await agency.get(tour.id)).body).toMatchObject({ versionIds: [advanced] });

    // The portal: the own category first, then the catalogue's first category with the
    // agency's module ahead of the catalogue's; all brand-less, keyed 'custom/<id>'.
    const portal = async () =>
      (await stack.api.get(`/api/portal/${advanced}`)).body as unknown as PortalView;
    const view = await portal();
    expect(view.categories[0]).toEqual({
      id: 'own:Start here',
      title: 'Start here',
      description: '',
      videos: [
        expect.objectContaining({ categoryId: 'custom', moduleId: intro.id, title: 'Intro' }),
      ],
    });
    expect(view.categories[1]).toMatchObject({ id: SETUP.id, title: SETUP.title });
    const setupKeys = view.categories[1]!.videos.map((v) => `${v.categoryId}/${v.moduleId}`);
    expect(setupKeys.slice(0, 2)).toEqual([`custom/${tour.id}`, catalogue[0]]);
    expect(view.categories[1]!.videos[0]).toMatchObject({
      videoUrl: LOOM_LINK,
      media: null,
      tracked: false,
    });

    // Hidden by the placement, shown again by the version's visibility toggle.
    expect(
      (await agency.place(advanced, tour.id, { after: catalogue[0], isVisible: false })).status,
    ).toBe(204);
    expect((await agency.videos(advanced)).find((v) => v.moduleId === tour.id)).toMatchObject({
      isVisible: false,
    });
    expect((await portal()).categories[1]!.videos.map((v) => v.moduleId)).not.toContain(tour.id);
    const toggle = (moduleId: string, visible: boolean) =>
      agency.call('PUT', `/api/onboarding/versions/${advanced}/videos/custom/${moduleId}`, {
        visible,
      });
    expect((await toggle(tour.id, true)).status).toBe(204);
    expect((await portal()).categories[1]!.videos[1]).toMatchObject({ moduleId: tour.id });
    // A move keeps the visibility it does not mention.
    await agency.place(advanced, tour.id, { after: catalogue[1] });
    expect((await agency.videos(advanced)).find((v) => v.moduleId === tour.id)).toMatchObject({
      isVisible: true,
    });
    expect((await toggle('not-a-uuid', false)).status).toBe(404);
    // Another id: the last digit changed (an id already ending in 0 would otherwise be itself).
    const otherId = intro.id.replace(/.$/, (last: string) => (last === '0' ? '1' : '0'));
    expect((await toggle(otherId, false)).status).toBe(404);

    // What it follows must be in the version; the version and module must be the agency's.
    expect((await agency.place(advanced, tour.id, { after: 'custom/nope' })).status).toBe(400);
    expect((await agency.place(advanced, tour.id, { after: `custom/${tour.id}` })).status).toBe(
      400,
    );
    expect((await agency.place(advanced, tour.id, {})).status).toBe(400);
    expect((await agency.place('NoSuchVersi0', tour.id, { after: null })).status).toBe(404);
    expect((await agency.place(advanced, 'not-a-uuid', { after: null })).status).toBe(404);
  });

  it('shares a module by two versions, keeps it until the last lets go, and keeps history', async () => {
    const shared = await agency.module({
      title: 'Billing basics',
      categoryId: SETUP.id,
      // A Loom link: 'Mark as complete' (YouTube's own player reports playback instead).
      videoUrl: LOOM_LINK,
      versionIds: [basic, advanced],
    });
    expect([...shared.versionIds].sort()).toEqual([basic, advanced].sort());

    // A client of the basic version watched part of it and marked it complete.
    const session = await stack.api.post(`/api/portal/${basic}/sessions`, {
      name: 'Ada',
      email: 'ada@client.test',
    });
    const token = session.body.token as string;
    const completed = await stack.app.inject({
      method: 'POST',
      url: `/api/portal/${basic}/completions`,
      payload: { categoryId: 'custom', moduleId: shared.id },
      headers: { authorization: `Bearer ${token}`, 'x-retainly-client': 'web' },
    });
    expect(completed.statusCode).toBe(200);
    const [client] = await stack.env.db.query(
      `SELECT client_id FROM module_completions WHERE module_id = $1`,
      [shared.id],
    );
    await insertModuleProgress(stack.env.db, {
      client_id: client.client_id,
      category_id: 'custom',
      module_id: shared.id,
      watched: [0, 30],
      watched_seconds: 30,
      duration_seconds: 120,
    });

    expect((await agency.removeFrom(basic, shared.id)).status).toBe(204);
    expect((await agency.get(shared.id)).body).toMatchObject({ versionIds: [advanced] });
    expect(await agency.order(basic)).not.toContain(`custom/${shared.id}`);
    expect((await agency.removeFrom(basic, shared.id)).status).toBe(404);

    expect((await agency.removeFrom(advanced, shared.id)).status).toBe(204);
    expect((await agency.get(shared.id)).status).toBe(404);
    expect((await agency.library()).modules.map((m) => m.id)).not.toContain(shared.id);
    const [row] = await stack.env.db.query(
      `SELECT deleted_at IS NOT NULL AS deleted, title FROM agency_modules WHERE id = $1`,
      [shared.id],
    );
    expect(row).toEqual({ deleted: true, title: 'Billing basics' });
    const history = await stack.env.db.query(
      `SELECT (SELECT count(*)::int FROM module_completions WHERE module_id = $1) AS completions,
              (SELECT count(*)::int FROM module_progress WHERE module_id = $1) AS progress`,
      [shared.id],
    );
    expect(history).toEqual([{ completions: 1, progress: 1 }]);
    expect((await agency.place(basic, shared.id, { after: null })).status).toBe(404);
    expect((await agency.delete(shared.id)).status).toBe(404);
  });

  it('deletes a module from every version at once', async () => {
    const module = await agency.module({
      title: 'Old offer',
      ownCategory: 'Extras',
      versionIds: [basic, advanced],
    });
    expect((await agency.delete(module.id)).status).toBe(204);
    for (const version of [basic, advanced]) {
      expect(await agency.order(version)).not.toContain(`custom/${module.id}`);
    }
    expect((await agency.get(module.id)).status).toBe(404);
    const [{ placements }] = await stack.env.db.query(
      `SELECT count(*)::int AS placements FROM version_custom_modules WHERE module_id = $1`,
      [module.id],
    );
    expect(placements).toBe(0);
    expect(
      (await stack.env.db.query(`SELECT 1 FROM agency_modules WHERE user_id = $1`, [userId]))
        .length,
    ).toBeGreaterThan(0);
  });
});
