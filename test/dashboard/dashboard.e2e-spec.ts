import type { DashboardPage, OnboardingState } from '@retainly/domain';
import { newEmail, startAccountsStack, type AccountsStack } from '../support/accounts-stack';

const DAY_MS = 86_400_000;

describe('activity dashboard api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** A paid agency with the given versions. */
  async function agency(tiers: ('basic' | 'advanced')[] = ['basic']) {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await stack.env.db.query(`UPDATE retainly_users SET approval = 'YES' WHERE email = $1`, [
      email.toLowerCase(),
    ]);
    let versions: OnboardingState['versions'] = [];
    for (const tier of tiers) {
      const res = await stack.api.post('/api/onboarding/versions', { tier }, cookie);
      versions = (res.body as unknown as OnboardingState).versions;
    }
    return { cookie: cookie!, versions };
  }

  /** A portal client who completed the first `done` catalogue videos, last seen `daysAgo`. */
  async function client(versionId: string, name: string, done: number, daysAgo = 0) {
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO portal_clients (version_id, name, email, identity, last_login_at)
       VALUES ($1, $2, $3, $3, $4) RETURNING id`,
      [versionId, name, `${name.toLowerCase()}@shop.test`, new Date(Date.now() - daysAgo * DAY_MS)],
    );
    await stack.env.db.query(
      `INSERT INTO module_completions (client_id, category_id, module_id)
       SELECT $1, category_id, module_id FROM video_catalogue ORDER BY position LIMIT $2`,
      [id, done],
    );
    return id as string;
  }

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
    const csv = await stack.app.inject({
      method: 'GET',
      url: '/api/dashboard/clients/export.csv?sort=name&order=asc',
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'name,email,version,version_id,completed,visible,completion_percent,last_login_at',
    );
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"Cara","cara@shop.test","basic","${versions[0].id}","2","22","9"`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`); // no formula injection
  });

  it("never shows another agency's clients: list, filter, detail and CSV", async () => {
    const owner = await agency();
    const intruder = await agency();
    const id = await client(owner.versions[0].id, 'Private', 5, 0);

    expect((await page(intruder.cookie)).total).toBe(0);
    expect((await page(intruder.cookie, `?version=${owner.versions[0].id}`)).total).toBe(0);
    expect((await stack.api.get(`/api/dashboard/clients/${id}`, intruder.cookie)).status).toBe(404);
    const csv = await stack.app.inject({
      method: 'GET',
      url: '/api/dashboard/clients/export.csv',
      headers: { cookie: intruder.cookie },
    });
    expect(csv.body).not.toContain('Private');
    expect((await page(owner.cookie)).rows.map((r) => r.name)).toEqual(['Private']);
  });
});
