import {
  type DashboardClientDetail,
  type DashboardClientVideo,
  type DashboardPage,
  DAY_MS,
  type OnboardingState,
} from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { injectGet } from '../support/api-client';
import { insertCompletion, insertPortalClient } from '../support/factories';
import { insertModuleProgress } from '../support/outcome-factories';

const EXPORT_CSV = '/api/dashboard/clients/export.csv';

describe('activity dashboard api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** A paid agency with the given versions. */
  async function agency(tiers: ('basic' | 'advanced')[] = ['basic']) {
    const { cookie } = await stack.signedUpWith({ approval: 'YES' });
    let versions: OnboardingState['versions'] = [];
    for (const tier of tiers) {
      const res = await stack.api.post('/api/onboarding/versions', { tier }, cookie);
      versions = (res.body as unknown as OnboardingState).versions;
    }
    return { cookie: cookie!, versions };
  }

  /** A portal client who completed the first `done` catalogue videos, last seen `daysAgo`. */
  async function client(versionId: string, name: string, done: number, daysAgo = 0) {
    const id = await insertPortalClient(stack.env.db, {
      version_id: versionId,
      name,
      email: `${name.toLowerCase()}@shop.test`,
      last_login_at: new Date(Date.now() - daysAgo * DAY_MS),
    });
    await stack.env.db.query(
      `INSERT INTO module_completions (client_id, category_id, module_id)
       SELECT $1, category_id, module_id FROM video_catalogue ORDER BY position LIMIT $2`,
      [id, done],
    );
    return id;
  }

  /** A progress row as the heartbeat api leaves it: `watched` of `duration` seconds, from 0. */
  async function watched(
    clientId: string,
    [categoryId, moduleId]: [string, string],
    seconds: number,
    duration: number,
    beatAt: Date,
  ) {
    await insertModuleProgress(stack.env.db, {
      client_id: clientId,
      category_id: categoryId,
      module_id: moduleId,
      watched: [0, seconds],
      watched_seconds: seconds,
      duration_seconds: duration,
      position_seconds: seconds,
      started_at: beatAt,
      beat_at: beatAt,
    });
  }

  async function completed(
    clientId: string,
    [categoryId, moduleId]: [string, string],
    selfReported: boolean,
    at = new Date(),
  ) {
    await insertCompletion(stack.env.db, {
      client_id: clientId,
      category_id: categoryId,
      module_id: moduleId,
      self_reported: selfReported,
      completed_at: at,
    });
  }

  /** An agency's own module, placed first in `versionId`. */
  async function customModule(versionId: string, title: string) {
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO agency_modules (user_id, title, own_category, video_url)
       SELECT user_id, $2, 'Our process', 'https://www.youtube.com/watch?v=abc'
         FROM agency_versions WHERE id = $1 RETURNING id`,
      [versionId, title],
    );
    await stack.env.db.query(
      `INSERT INTO version_custom_modules (version_id, module_id, position) VALUES ($1, $2, -1)`,
      [versionId, id],
    );
    return ['custom', id as string] as [string, string];
  }

  const detailOf = async (cookie: string, id: string) =>
    (await stack.api.get(`/api/dashboard/clients/${id}`, cookie))
      .body as unknown as DashboardClientDetail;

  const csvOf = async (cookie: string, query = '') =>
    (await injectGet(stack.app, `${EXPORT_CSV}${query}`, { cookie })).body;

  const page = async (cookie: string, query = '') =>
    (await stack.api.get(`/api/dashboard/clients${query}`, cookie))
      .body as unknown as DashboardPage;

  it('lists clients with completion over visible modules, the rounded average and last login', async () => {
    const { cookie, versions } = await agency();
    const [version] = versions;
    await stack.api.put(
      `/api/onboarding/versions/${version.id}/videos/commerce/memberships-courses`,
      { visible: false },
      cookie,
    );
    await client(version.id, 'Ann', 21, 0); // every visible video: 21/21
    await client(version.id, 'Bob', 7, 3); // 7/21 = 33%
    const result = await page(cookie, '?sort=name&order=asc');
    expect(result.total).toBe(2);
    expect(result.rows.map((r) => [r.name, r.completed, r.visible, r.completion])).toEqual([
      ['Ann', 21, 21, 100],
      ['Bob', 7, 21, 33],
    ]);
    expect(result.averageCompletion).toBe(67); // (100 + 33) / 2 rounded
    expect(new Date(result.rows[1].lastLoginAt).getTime()).toBeLessThan(Date.now() - 2 * DAY_MS);

    // Hiding a video Bob watched (the first in the catalogue) recounts both clients at once.
    await stack.api.put(
      `/api/onboarding/versions/${version.id}/videos/foundational-setup/account-tour`,
      { visible: false },
      cookie,
    );
    const recounted = await page(cookie, '?sort=name&order=asc');
    expect(recounted.rows.map((r) => [r.name, r.completed, r.visible])).toEqual([
      ['Ann', 20, 20],
      ['Bob', 6, 20],
    ]);
  });

  it('searches, sorts, pages and filters by version on the server', async () => {
    const { cookie, versions } = await agency(['basic', 'advanced']);
    const [basic, advanced] = versions;
    for (let i = 0; i < 30; i += 1)
      await client(basic.id, `Client${String(i).padStart(2, '0')}`, i % 22, i);
    await client(advanced.id, 'Zed', 22, 0);

    const first = await page(cookie, '?sort=lastLogin&order=desc');
    expect(first.total).toBe(31);
    expect(first.rows).toHaveLength(25);
    const second = await page(cookie, '?sort=lastLogin&order=desc&page=2');
    expect(second.rows).toHaveLength(6);
    expect(second.rows.at(-1)?.name).toBe('Client29');

    expect((await page(cookie, `?version=${advanced.id}`)).rows.map((r) => r.name)).toEqual([
      'Zed',
    ]);
    expect((await page(cookie, '?search=client0')).total).toBe(10);
    expect((await page(cookie, '?search=%25')).total).toBe(0); // a literal '%', not a wildcard
    const byCompletion = await page(cookie, '?sort=completion&order=desc');
    expect(byCompletion.rows[0].name).toBe('Zed');
    expect((await stack.api.get('/api/dashboard/clients?sort=drop%20table', cookie)).status).toBe(
      400,
    );
  });

  it('shows one client with the videos they completed, and exports CSV', async () => {
    const { cookie, versions } = await agency();
    const id = await client(versions[0].id, 'Cara', 2, 1);
    const detail = await stack.api.get(`/api/dashboard/clients/${id}`, cookie);
    expect(detail.status).toBe(200);
    const videos = detail.body.videos as { completedAt: string | null }[];
    expect(videos).toHaveLength(22);
    expect(videos.filter((v) => v.completedAt).length).toBe(2);

    await client(versions[0].id, '=HYPERLINK("x")', 0, 0);
    const csv = await injectGet(stack.app, `${EXPORT_CSV}?sort=name&order=asc`, { cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'name,email,version,version_id,completed,visible,completion_percent,last_login_at,' +
        'minutes_watched,self_reported,last_watched_at,modules,status,health,identity',
    );
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"Cara","cara@shop.test","basic","${versions[0].id}","2","22","9"`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`); // no formula injection
  });

  it('marks the clients who never proved their address, in the list, the detail and the CSV', async () => {
    const { cookie, versions } = await agency();
    const proven = await client(versions[0].id, 'Proven', 1);
    const open = await client(versions[0].id, 'Opened', 1);
    await stack.env.db.query(
      `UPDATE portal_clients SET identity_verified_at = now() WHERE id = $1`,
      [proven],
    );
    const { rows } = await page(cookie, '?sort=name&order=asc');
    expect(rows.map((r) => [r.name, r.identityVerified])).toEqual([
      ['Opened', false],
      ['Proven', true],
    ]);
    const detail = (await stack.api.get(`/api/dashboard/clients/${open}`, cookie))
      .body as unknown as DashboardClientDetail;
    expect(detail.client.identityVerified).toBe(false);
    const csv = await injectGet(stack.app, `${EXPORT_CSV}?sort=name&order=asc`, { cookie });
    const [header, opened, provenLine] = csv.body.trim().split('\r\n');
    expect(header.split(',').at(-1)).toBe('identity');
    expect(opened).toMatch(/^"Opened",.*,"unverified"$/);
    expect(provenLine).toMatch(/^"Proven",.*,"verified"$/);
  });

  it("never shows another agency's clients: list, filter, detail and CSV", async () => {
    const owner = await agency();
    const intruder = await agency();
    const id = await client(owner.versions[0].id, 'Private', 5, 0);

    expect((await page(intruder.cookie)).total).toBe(0);
    expect((await page(intruder.cookie, `?version=${owner.versions[0].id}`)).total).toBe(0);
    expect((await stack.api.get(`/api/dashboard/clients/${id}`, intruder.cookie)).status).toBe(404);
    const csv = await injectGet(stack.app, EXPORT_CSV, { cookie: intruder.cookie });
    expect(csv.body).not.toContain('Private');
    expect((await page(owner.cookie)).rows.map((r) => r.name)).toEqual(['Private']);
  });

  it('shows minutes watched, last watched and each module: not started, watching, completed, self-reported', async () => {
    const { cookie, versions } = await agency();
    const [version] = versions;
    const tour: [string, string] = ['foundational-setup', 'account-tour']; // 6 min
    const profile: [string, string] = ['foundational-setup', 'business-profile']; // 4 min
    const phone: [string, string] = ['foundational-setup', 'connect-phone-number'];
    const id = await client(version.id, 'Wren', 0, 0);
    const lastBeat = new Date(Date.now() - 2 * DAY_MS);
    await watched(id, tour, 350, 360, new Date(Date.now() - 3 * DAY_MS));
    await completed(id, tour, false);
    await watched(id, profile, 96, 240, lastBeat); // 40%
    await completed(id, phone, true); // an external link: the client's word only
    const idle = await client(version.id, 'Idle', 0, 0);

    const rows = (await page(cookie, '?sort=name&order=asc')).rows;
    expect(rows.map((r) => [r.name, r.completed, r.selfReported, r.minutesWatched])).toEqual([
      ['Idle', 0, 0, 0],
      ['Wren', 2, 1, 7.4], // (350 + 96) s = 7.43 min
    ]);
    expect(rows[0].lastWatchedAt).toBeNull();
    expect(rows[1].lastWatchedAt).toBe(lastBeat.toISOString());
    expect(rows[1].completion).toBe(9); // 2 of 22: the self-reported one counts, and says so

    const detail = await detailOf(cookie, id);
    expect(detail.client).toMatchObject({ minutesWatched: 7.4, selfReported: 1 });
    const status = (v: DashboardClientVideo) => [v.moduleId, v.status, v.percent, v.watchedSeconds];
    expect(detail.videos.slice(0, 4).map(status)).toEqual([
      ['account-tour', 'completed', 97, 350],
      ['business-profile', 'watching', 40, 96],
      ['connect-phone-number', 'self_reported', 0, 0],
      ['email-sending-domain', 'not_started', 0, 0],
    ]);
    expect(detail.videos[1]).toMatchObject({
      lastWatchedAt: lastBeat.toISOString(),
      completedAt: null,
    });
    expect(detail.videos[2].completedAt).not.toBeNull();
    expect(detail.removedVideos).toEqual([]);
    expect((await detailOf(cookie, idle)).videos.every((v) => v.status === 'not_started')).toBe(
      true,
    );

    const csv = (await csvOf(cookie, '?sort=name&order=asc')).trim().split('\r\n');
    expect(csv).toHaveLength(3);
    const cells = (line: string) => line.slice(1, -1).split('","');
    const wren = cells(csv[2]);
    expect(wren.slice(8, 11)).toEqual(['7.4', '1', lastBeat.toISOString()]);
    expect(wren[11]).toMatch(
      /^Take a Tour of Your Account: Completed; Complete Your Business Profile: Watching 40%; Connect Your Phone Number: Self-reported; Set Up Your Email Sending Domain: Not started; /,
    );
    expect(wren[11].split('; ')).toHaveLength(22);
    expect(cells(csv[1]).slice(8, 11)).toEqual(['0', '0', '']);
  });

  it("keeps a deleted custom module in the client's history, apart from the version's modules", async () => {
    const { cookie, versions } = await agency();
    const [version] = versions;
    const intro = await customModule(version.id, 'Welcome from our team');
    const id = await client(version.id, 'Hale', 0, 0);
    await watched(id, intro, 120, 120, new Date());
    await completed(id, intro, false, new Date(Date.now() - DAY_MS));
    let detail = await detailOf(cookie, id);
    expect(detail.videos).toHaveLength(23);
    expect(detail.videos[0]).toMatchObject({ title: 'Welcome from our team', status: 'completed' });
    expect(detail.client).toMatchObject({ completed: 1, visible: 23, minutesWatched: 2 });
    expect(await csvOf(cookie)).toContain('Welcome from our team: Completed; Take a Tour');

    // Deleted as the module api does it: the row stays (deleted_at), the version lets it go.
    await stack.env.db.query(`UPDATE agency_modules SET deleted_at = now() WHERE id = $1`, [
      intro[1],
    ]);
    await stack.env.db.query(`DELETE FROM version_custom_modules WHERE module_id = $1`, [intro[1]]);
    detail = await detailOf(cookie, id);
    expect(detail.videos).toHaveLength(22);
    expect(detail.videos.some((v) => v.title === 'Welcome from our team')).toBe(false);
    expect(detail.removedVideos).toEqual([
      expect.objectContaining({
        categoryId: 'custom',
        moduleId: intro[1],
        title: 'Welcome from our team',
        status: 'completed',
        percent: 100,
        watchedSeconds: 120,
      }),
    ]);
    // Completion counts the version's modules; the minutes watched stay the client's.
    expect(detail.client).toMatchObject({ completed: 0, visible: 22, minutesWatched: 2 });
    expect(await csvOf(cookie)).not.toContain('Welcome from our team');
  });

  it("keeps watch data apart between agencies: no other agency's progress, modules or clients", async () => {
    const owner = await agency();
    const intruder = await agency();
    const id = await client(owner.versions[0].id, 'Secret', 0, 0);
    const theirs = await customModule(owner.versions[0].id, 'Owner pricing talk');
    await watched(id, theirs, 60, 120, new Date());
    const own = await client(intruder.versions[0].id, 'Mine', 0, 0);
    await watched(own, ['foundational-setup', 'account-tour'], 30, 360, new Date());

    const intruderPage = await page(intruder.cookie);
    expect(intruderPage.rows.map((r) => [r.name, r.minutesWatched])).toEqual([['Mine', 0.5]]);
    expect((await page(intruder.cookie, `?version=${owner.versions[0].id}`)).total).toBe(0);
    expect((await stack.api.get(`/api/dashboard/clients/${id}`, intruder.cookie)).status).toBe(404);
    const csv = await csvOf(intruder.cookie);
    expect(csv).not.toContain('Secret');
    expect(csv).not.toContain('Owner pricing talk');
    expect((await detailOf(intruder.cookie, own)).videos).toHaveLength(22);
    expect((await page(owner.cookie)).rows.map((r) => [r.name, r.minutesWatched])).toEqual([
      ['Secret', 1],
    ]);
  });
});
