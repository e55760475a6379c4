import type { AdminVideo, AdminVideoLibrary, PortalView, VersionVideo } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';

/** The video library: operators' changes reach every portal at once; agencies' choices stay. */
describe('video library', () => {
  let stack: AccountsStack;
  let operator: { cookie: string; email: string };

  beforeAll(async () => {
    stack = await startAccountsStack();
    operator = await stack.signedInOperator();
  });

  afterAll(() => stack?.close());

  const portal = async (versionId: string) =>
    (await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView;
  const commerce = async (versionId: string) =>
    (await portal(versionId)).categories.find((c) => c.id === 'commerce')!.videos;
  const add = (video: object) => stack.api.post('/api/admin/videos', video, operator.cookie);
  const change = (moduleId: string, changes: object) =>
    stack.api.patch(`/api/admin/videos/commerce/${moduleId}`, changes, operator.cookie);

  it('adds a module that every existing portal shows at once, at the end of its category', async () => {
    const { versionId } = await stack.signedInAgencyWithVersion();
    const before = await commerce(versionId);
    const res = await add({
      categoryId: 'commerce',
      title: 'Selling Gift Cards',
      description: 'Sell gift cards from your website.',
      minutes: 4,
      videoUrl: 'https://videos.example.com/gift-cards.mp4',
    });
    expect(res.status).toBe(201);
    const added = res.body as unknown as AdminVideo;
    expect(added).toMatchObject({ moduleId: 'selling-gift-cards', retiredAt: null });
    const after = await commerce(versionId);
    expect(after.map((v) => v.moduleId)).toEqual([
      ...before.map((v) => v.moduleId),
      added.moduleId,
    ]);
    expect(after.at(-1)).toMatchObject({ videoUrl: 'https://videos.example.com/gift-cards.mp4' });

    // The same title again gets its own id.
    const again = await add({
      categoryId: 'commerce',
      title: 'Selling Gift Cards',
      description: '',
      minutes: 2,
    });
    expect((again.body as unknown as AdminVideo).moduleId).toBe('selling-gift-cards-2');
    const [audit] = await stack.env.db.query(
      `SELECT operator_email, action FROM operator_audit_log WHERE target_id = 'commerce/selling-gift-cards'`,
    );
    expect(audit).toEqual({ operator_email: operator.email, action: 'add_video' });
  });

  it("edits a module everywhere while keeping each agency's visibility choice", async () => {
    const shown = await stack.signedInAgencyWithVersion();
    const hidden = await stack.signedInAgencyWithVersion();
    const moduleId = (await commerce(shown.versionId))[0]!.moduleId;
    const hide = await stack.app.inject({
      method: 'PUT',
      url: `/api/onboarding/versions/${hidden.versionId}/videos/commerce/${moduleId}`,
      payload: { visible: false },
      headers: { 'x-retainly-client': 'web', cookie: hidden.cookie },
    });
    expect(hide.statusCode).toBe(204);

    const res = await change(moduleId, {
      title: 'Taking Payments, Updated',
      posterUrl: 'https://videos.example.com/poster.jpg',
    });
    expect(res.status).toBe(200);
    expect((await commerce(shown.versionId))[0]).toMatchObject({
      moduleId,
      title: 'Taking Payments, Updated',
      posterUrl: 'https://videos.example.com/poster.jpg',
    });
    expect((await commerce(hidden.versionId)).map((v) => v.moduleId)).not.toContain(moduleId);
    const editor = (
      await stack.api.get(`/api/onboarding/versions/${hidden.versionId}/videos`, hidden.cookie)
    ).body as unknown as VersionVideo[];
    expect(editor.find((v) => v.moduleId === moduleId)).toMatchObject({
      title: 'Taking Payments, Updated',
      isVisible: false,
    });
  });

  it('retires a module from versions created afterwards; versions that had it keep it', async () => {
    const older = await stack.signedInAgencyWithVersion();
    const moduleId = (await commerce(older.versionId)).at(-1)!.moduleId;
    expect((await change(moduleId, { retired: true })).body.retiredAt).toEqual(expect.any(String));
    const newer = await stack.signedInAgencyWithVersion();
    expect((await commerce(older.versionId)).map((v) => v.moduleId)).toContain(moduleId);
    expect((await commerce(newer.versionId)).map((v) => v.moduleId)).not.toContain(moduleId);
    const dashboardCount = async (versionId: string) => {
      const [{ visible }] = await stack.env.db.query(
        `SELECT count(*)::int AS visible FROM version_modules WHERE version_id = $1 AND is_visible`,
        [versionId],
      );
      return visible as number;
    };
    expect(await dashboardCount(newer.versionId)).toBe((await dashboardCount(older.versionId)) - 1);
    // Un-retiring brings it back for everyone.
    await change(moduleId, { retired: false });
    expect((await commerce(newer.versionId)).map((v) => v.moduleId)).toContain(moduleId);
  });

  it('reorders within a category, and refuses bad input', async () => {
    const { versionId } = await stack.signedInAgencyWithVersion();
    const [first, second] = (await commerce(versionId)).map((v) => v.moduleId);
    const moved = await stack.api.post(
      `/api/admin/videos/commerce/${second}/move`,
      { direction: 'up' },
      operator.cookie,
    );
    expect(moved.status).toBe(200);
    // The answer is the library after the move.
    const answered = (moved.body as unknown as AdminVideoLibrary).videos
      .filter((video) => video.categoryId === 'commerce')
      .map((video) => video.moduleId);
    expect(answered.slice(0, 2)).toEqual([second, first]);
    expect((await commerce(versionId)).slice(0, 2).map((v) => v.moduleId)).toEqual([second, first]);

    expect((await change(first!, { videoUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await change('no-such-video', { title: 'X' })).status).toBe(404);
    expect(
      (await add({ categoryId: 'nope', title: 'X', description: '', minutes: 1 })).status,
    ).toBe(400);
    const agency = await stack.signedInAgency();
    expect((await stack.api.get('/api/admin/videos', agency.cookie)).status).toBe(403);
  });
});
