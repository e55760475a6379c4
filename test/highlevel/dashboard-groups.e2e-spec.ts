import {
  NO_SUB_ACCOUNT,
  type DashboardPage,
  type DashboardSubAccountGroup,
} from '@retainly/domain';
import { rowsOnce, startHighLevelStack, type HighLevelStack } from './highlevel-stack';
import { insertCompletion, insertPortalClient } from '../support/factories';

interface Agency {
  cookie: string;
  userId: string;
  versionId: string;
}

/** The group of clients not from HighLevel, with one client who has not started. */
const ONE_WALK_IN: DashboardSubAccountGroup = {
  locationId: null,
  name: null,
  versionId: null,
  installed: true,
  clients: 1,
  completed: 0,
  averageCompletion: 0,
};

/** The dashboard by HighLevel sub-account, and its `subAccount=` filter, for one agency only. */
describe('dashboard grouped by HighLevel sub-account', () => {
  let hl: HighLevelStack;
  let agency: Agency;
  let other: Agency;
  let walkIn: string;
  const [smile, fitness] = ['DemoSubAccount000001', 'DemoSubAccount000002'];

  beforeAll(async () => {
    hl = await startHighLevelStack();
    agency = await hl.agency();
    other = await hl.agency();
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    await rowsOnce(
      hl.stack,
      'five sub-accounts’ clients',
      `SELECT 1 FROM highlevel_users u JOIN highlevel_locations l USING (location_id)
        WHERE l.user_id = $1 AND u.client_id IS NOT NULL`,
      [agency.userId],
      (rows) => rows.length === 5,
    );
    // A client who signed in through the link, not from HighLevel; and one of the other agency.
    walkIn = await insertPortalClient(hl.stack.env.db, {
      version_id: agency.versionId,
      email: 'walk-in@example.test',
    });
    await insertPortalClient(hl.stack.env.db, {
      version_id: other.versionId,
      email: 'theirs@example.test',
    });
    // Bright Smile's user watched two modules; Peak Fitness's completed onboarding.
    const modules = (await hl.stack.env.db.query(
      `SELECT category_id, module_id FROM version_modules
        WHERE version_id = $1 AND is_visible ORDER BY position LIMIT 2`,
      [agency.versionId],
    )) as { category_id: string; module_id: string }[];
    const smileClient = await clientOf(smile);
    for (const module of modules) {
      await insertCompletion(hl.stack.env.db, { client_id: smileClient, ...module });
    }
    await hl.stack.env.db.query(
      `UPDATE portal_clients SET onboarding_completed_at = now() WHERE id = $1`,
      [await clientOf(fitness)],
    );
  });
  afterAll(() => hl?.close());

  const clientOf = async (locationId: string) => {
    const [row] = (await hl.stack.env.db.query(
      `SELECT client_id FROM highlevel_users WHERE location_id = $1`,
      [locationId],
    )) as { client_id: string }[];
    return row!.client_id;
  };
  const groups = async (cookie: string) => {
    const res = await hl.stack.api.get('/api/dashboard/sub-accounts', cookie);
    expect(res.status).toBe(200);
    return res.body as unknown as DashboardSubAccountGroup[];
  };
  const list = async (cookie: string, subAccount: string) => {
    const res = await hl.stack.api.get(
      `/api/dashboard/clients?subAccount=${encodeURIComponent(subAccount)}`,
      cookie,
    );
    expect(res.status).toBe(200);
    return res.body as unknown as DashboardPage;
  };

  it('gives one group per sub-account, then the clients not from HighLevel', async () => {
    const found = await groups(agency.cookie);
    const names = hl.highLevel.demo.locationIds.map((id) => hl.highLevel.state.location(id).name);
    expect(found.map((group) => group.name)).toEqual([...[...names].sort(), null]);
    const smileCompletion = (await list(agency.cookie, smile)).rows[0]!.completion;
    expect(smileCompletion).toBeGreaterThan(0);
    expect(found.find((group) => group.locationId === smile)).toEqual({
      locationId: smile,
      name: 'Bright Smile Dental',
      versionId: agency.versionId,
      installed: true,
      clients: 1,
      completed: 0,
      averageCompletion: smileCompletion,
    });
    expect(found.find((group) => group.locationId === fitness)).toMatchObject({
      clients: 1,
      completed: 1,
      averageCompletion: 0,
    });
    expect(found.at(-1)).toEqual(ONE_WALK_IN);
  });

  it('filters the clients list by sub-account, and by none', async () => {
    const smiles = await list(agency.cookie, smile);
    expect(smiles.total).toBe(1);
    expect(smiles.rows.map((row) => [row.email, row.subAccount])).toEqual([
      ['owner@bright-smile-dental.example', 'Bright Smile Dental'],
    ]);
    expect(smiles.averageCompletion).toBe(smiles.rows[0]!.completion);
    const walkIns = await list(agency.cookie, NO_SUB_ACCOUNT);
    expect(walkIns.rows.map((row) => row.id)).toEqual([walkIn]);
    expect((await list(agency.cookie, 'NoSuchSubAccount0001')).total).toBe(0);
    // The CSV takes the same filter.
    const csv = await hl.stack.app.inject({
      method: 'GET',
      url: `/api/dashboard/clients/export.csv?subAccount=${fitness}`,
      headers: { cookie: agency.cookie },
    });
    expect(csv.body).toContain('owner@peak-fitness-studio.example');
    expect(csv.body).not.toContain('owner@bright-smile-dental.example');
    const tooLong = await hl.stack.api.get(
      `/api/dashboard/clients?subAccount=${'x'.repeat(65)}`,
      agency.cookie,
    );
    expect(tooLong.status).toBe(400);
  });

  it('shows another agency none of these sub-accounts or their clients', async () => {
    expect(await groups(other.cookie)).toEqual([ONE_WALK_IN]);
    expect((await list(other.cookie, smile)).total).toBe(0);
    const theirs = await list(other.cookie, NO_SUB_ACCOUNT);
    expect(theirs.rows.map((row) => row.email)).toEqual(['theirs@example.test']);
  });
});
