import { CATALOGUE_SIZE, type OnboardingState, type VersionVideo } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';

describe('onboarding tool api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** A paid agency on the given plan, with its cookie. */
  const agency = (plan: 'BASIC' | 'ADVANCED' = 'ADVANCED') => stack.signedInAgency(plan);

  const state = async (cookie: string) =>
    (await stack.api.get('/api/onboarding', cookie)).body as unknown as OnboardingState;
  const move = (cookie: string, action: string, colors?: object) =>
    stack.api.post('/api/onboarding/progress', { action, ...(colors ? { colors } : {}) }, cookie);

  it('walks the steps of spec §4 and refuses any other move', async () => {
    const { cookie, userId } = await agency();
    expect(await state(cookie)).toMatchObject({ step: 0, completed: false, colors: null });
    expect((await move(cookie, 'next')).status).toBe(409);
    expect((await move(cookie, 'install')).body).toMatchObject({ step: 1 });
    expect((await move(cookie, 'next')).body).toMatchObject({ step: 2 });
    expect((await move(cookie, 'next')).body).toMatchObject({ step: 3 });
    expect((await move(cookie, 'guide')).status).toBe(409);

    const badColors = await move(cookie, 'complete', {
      primary: 'blue',
      secondary: '#10b981',
      tertiary: '#f59e0b',
    });
    expect(badColors.status).toBe(400);
    expect((await state(cookie)).step).toBe(3);

    const done = await move(cookie, 'complete', {
      primary: '3B82F6',
      secondary: '#1b9',
      tertiary: '#f59e0b',
    });
    expect(done.body).toMatchObject({
      step: 0,
      completed: true,
      colors: { primary: '#3b82f6', secondary: '#1b9', tertiary: '#f59e0b' },
    });
    expect((await move(cookie, 'guide')).body).toMatchObject({ step: 1, completed: true });
    const [row] = await stack.env.db.query(
      `SELECT onboarding_step, onboarding_completed, primary_color FROM retainly_users WHERE id = $1`,
      [userId],
    );
    expect(row).toEqual({
      onboarding_step: 1,
      onboarding_completed: true,
      primary_color: '#3b82f6',
    });
  });

  it('refuses a move from a page that no longer shows the saved step (a second tab)', async () => {
    const { cookie } = await agency();
    await move(cookie, 'install');
    const fromStep1 = { action: 'next', from: { step: 1, completed: false } };
    const tabA = await stack.api.post('/api/onboarding/progress', fromStep1, cookie);
    expect(tabA.body).toMatchObject({ step: 2 });
    // Tab B still shows step 1: its 'Completed' must not move step 2 on to 3.
    const tabB = await stack.api.post('/api/onboarding/progress', fromStep1, cookie);
    expect(tabB.status).toBe(409);
    expect((await state(cookie)).step).toBe(2);
    const badFrom = { action: 'next', from: { step: 9, completed: 'no' } };
    expect((await stack.api.post('/api/onboarding/progress', badFrom, cookie)).status).toBe(400);
  });

  it('skips the colours on step 3 and keeps none', async () => {
    const { cookie } = await agency();
    for (const action of ['install', 'next', 'next']) await move(cookie, action);
    expect((await move(cookie, 'skip')).body).toMatchObject({ completed: true, colors: null });
  });

  it('creates each version once, with an unguessable portal link, mirrored on the user', async () => {
    const { cookie, userId } = await agency();
    const created = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
    expect(created.status).toBe(201);
    const [basic] = (created.body as unknown as OnboardingState).versions;
    expect(basic.tier).toBe('basic');
    expect(basic.id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(basic.url).toBe(`http://localhost:3000/${basic.id}`);
    expect(
      (await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie)).status,
    ).toBe(409);
    await stack.api.post('/api/onboarding/versions', { tier: 'elite' }, cookie);
    const { versions } = await state(cookie);
    expect(versions.map((v) => v.tier)).toEqual(['basic', 'elite']);
    const [user] = await stack.env.db.query(
      `SELECT agency_id, agency_id_basic, agency_id_advanced, agency_id_elite FROM retainly_users
       WHERE id = $1`,
      [userId],
    );
    expect(user).toEqual({
      agency_id: basic.id,
      agency_id_basic: basic.id,
      agency_id_advanced: null,
      agency_id_elite: versions[1].id,
    });
  });

  it('lists the 22 catalogue videos per version, visible unless saved hidden', async () => {
    const { cookie } = await agency();
    const [version] = (
      (await stack.api.post('/api/onboarding/versions', { tier: 'advanced' }, cookie))
        .body as unknown as OnboardingState
    ).versions;
    const url = `/api/onboarding/versions/${version.id}/videos`;
    const videos = (await stack.api.get(url, cookie)).body as unknown as VersionVideo[];
    expect(videos).toHaveLength(CATALOGUE_SIZE);
    expect(videos.every((v) => v.isVisible && !v.hasVideo)).toBe(true);

    const target = videos[3];
    const toggle = (visible: unknown) =>
      stack.api.put(`${url}/${target.categoryId}/${target.moduleId}`, { visible }, cookie);
    expect((await toggle(false)).status).toBe(204);
    let after = (await stack.api.get(url, cookie)).body as unknown as VersionVideo[];
    expect(after.filter((v) => !v.isVisible).map((v) => v.moduleId)).toEqual([target.moduleId]);
    expect((await toggle(true)).status).toBe(204);
    after = (await stack.api.get(url, cookie)).body as unknown as VersionVideo[];
    expect(after.every((v) => v.isVisible)).toBe(true);
    expect((await toggle('nope')).status).toBe(400);

    const unknown = await stack.api.put(
      `${url}/commerce/no-such-module`,
      { visible: false },
      cookie,
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps extra versions, video toggles and login tracking to the ADVANCED plan (403)', async () => {
    const { cookie } = await agency('BASIC');
    const basic = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
    expect(basic.status).toBe(201);
    const advanced = await stack.api.post('/api/onboarding/versions', { tier: 'advanced' }, cookie);
    expect(advanced.status).toBe(403);
    expect(advanced.body).toMatchObject({ code: 'plan_required' });
    const [version] = (basic.body as unknown as OnboardingState).versions;
    const toggle = await stack.api.put(
      `/api/onboarding/versions/${version.id}/videos/commerce/order-forms`,
      { visible: false },
      cookie,
    );
    expect(toggle.status).toBe(403);
    const login = await stack.api.put('/api/onboarding/login-with', { loginWith: 'NAME' }, cookie);
    expect(login.status).toBe(403);
    expect((await state(cookie)).loginWith).toBe('EMAIL');
  });

  it('saves the login tracking choice for ADVANCED agencies', async () => {
    const { cookie } = await agency();
    const res = await stack.api.put('/api/onboarding/login-with', { loginWith: 'NAME' }, cookie);
    expect(res.status).toBe(200);
    expect((await state(cookie)).loginWith).toBe('NAME');
  });

  it("never shows or changes another agency's version (404, as if it did not exist)", async () => {
    const owner = await agency();
    const intruder = await agency();
    const [version] = (
      (await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, owner.cookie))
        .body as unknown as OnboardingState
    ).versions;
    const videos = await stack.api.get(
      `/api/onboarding/versions/${version.id}/videos`,
      intruder.cookie,
    );
    expect(videos.status).toBe(404);
    const toggle = await stack.api.put(
      `/api/onboarding/versions/${version.id}/videos/commerce/order-forms`,
      { visible: false },
      intruder.cookie,
    );
    expect(toggle.status).toBe(404);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM agency_video_settings WHERE version_id = $1`,
      [version.id],
    );
    expect(n).toBe(0);
    expect((await state(intruder.cookie)).versions).toEqual([]);
  });
});
