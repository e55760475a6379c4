import {
  DUPLICATE_PLAN_RULE,
  VERSION_NOT_YOURS,
  VERSION_RULES_NEED_CONNECTION,
  unknownSaasPlan,
  type VersionRulesView,
} from '@retainly/domain';
import { rowsOnce, startHighLevelStack, type HighLevelStack } from './highlevel-stack';
import { waitFor } from '../support/wait-for';

interface Agency {
  cookie: string;
  userId: string;
  versionId: string;
}

interface Provisioned {
  location_id: string;
  saas_plan_id: string | null;
  version_id: string;
}

/**
 * Settings → HighLevel → Versions against the stand-in: which version a sub-account gets at
 * provisioning (its SaaS plan's rule, else the default, else the basic version), and that a
 * later change leaves provisioned sub-accounts where they are.
 */
describe('HighLevel version rules', () => {
  let hl: HighLevelStack;
  let agency: Agency;
  let advancedId: string;
  let other: Agency;
  const [pro, starter, , none] = [0, 1, 2, 3].map((n) => `DemoSubAccount00000${n + 1}`);

  beforeAll(async () => {
    hl = await startHighLevelStack();
    agency = await hl.agency();
    advancedId = await hl.advancedVersion(agency.cookie);
    other = await hl.agency();
    // Two plans among the five; the other three are on none (the plan endpoint answers 404).
    hl.highLevel.state.setSaasPlan(pro!, 'plan-pro');
    hl.highLevel.state.setSaasPlan(starter!, 'plan-starter');
  });
  afterAll(() => hl?.close());

  const rules = (cookie: string) => hl.stack.api.get('/api/highlevel/version-rules', cookie);
  const put = (body: unknown, cookie = agency.cookie) =>
    hl.stack.api.put('/api/highlevel/version-rules', body, cookie);
  const provisioned = (where = 'true') =>
    hl.stack.env.db.query(
      `SELECT location_id, saas_plan_id, version_id FROM highlevel_locations
        WHERE user_id = $1 AND provisioned_at IS NOT NULL AND ${where} ORDER BY location_id`,
      [agency.userId],
    ) as Promise<Provisioned[]>;
  /** A sub-account created in HighLevel now, on `plan`, once it is provisioned. */
  const newSubAccount = async (name: string, plan?: string) => {
    hl.highLevel.oauth.installations.ofCompany(
      hl.highLevel.demo.companyId,
    )!.installToFutureLocations = true;
    const location = hl.highLevel.state.addLocation(hl.highLevel.demo.companyId, { name });
    hl.highLevel.state.setSaasPlan(location.id, plan); // before the webhook reaches the sync
    const [row] = await rowsOnce<Provisioned>(
      hl.stack,
      `${name} provisioned`,
      `SELECT location_id, saas_plan_id, version_id FROM highlevel_locations
        WHERE location_id = $1 AND provisioned_at IS NOT NULL`,
      [location.id],
      (rows) => rows.length === 1,
      60_000,
    );
    return row!;
  };

  it('asks the agency to connect first', async () => {
    const res = await rules(agency.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VERSION_RULES_NEED_CONNECTION);
    expect((await put({ defaultVersionId: null, plans: [] })).status).toBe(409);
  });

  it('syncs sub-accounts with and without a SaaS plan, and lists the plans HighLevel reported', async () => {
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    const rows = await rowsOnce<Provisioned>(
      hl.stack,
      'five provisioned',
      `SELECT location_id, saas_plan_id, version_id FROM highlevel_locations
        WHERE user_id = $1 AND provisioned_at IS NOT NULL ORDER BY location_id`,
      [agency.userId],
      (found) => found.length === 5,
    );
    // No rules yet: every sub-account gets the basic version; a 404 plan is simply none.
    expect(rows.map((row) => [row.saas_plan_id, row.version_id])).toEqual([
      ['plan-pro', agency.versionId],
      ['plan-starter', agency.versionId],
      [null, agency.versionId],
      [null, agency.versionId],
      [null, agency.versionId],
    ]);
    const view = (await rules(agency.cookie)).body as unknown as VersionRulesView;
    expect(view).toEqual({
      defaultVersionId: null,
      fallbackVersionId: agency.versionId,
      versions: [
        { id: agency.versionId, tier: 'basic' },
        { id: advancedId, tier: 'advanced' },
      ],
      plans: [
        { saasPlanId: 'plan-pro', versionId: null, subAccounts: 1 },
        { saasPlanId: 'plan-starter', versionId: null, subAccounts: 1 },
      ],
    });
  });

  it('refuses bad rules with a clear 400 and changes nothing', async () => {
    const refusals: [unknown, string | RegExp][] = [
      [
        { defaultVersionId: null, plans: [{ saasPlanId: 'plan-gold', versionId: advancedId }] },
        unknownSaasPlan('plan-gold'),
      ],
      [{ defaultVersionId: other.versionId, plans: [] }, VERSION_NOT_YOURS],
      [
        { defaultVersionId: null, plans: [{ saasPlanId: 'plan-pro', versionId: other.versionId }] },
        VERSION_NOT_YOURS,
      ],
      [
        {
          defaultVersionId: null,
          plans: [
            { saasPlanId: 'plan-pro', versionId: advancedId },
            { saasPlanId: 'plan-pro', versionId: agency.versionId },
          ],
        },
        DUPLICATE_PLAN_RULE,
      ],
      [{ defaultVersionId: 'short', plans: [] }, /12-character portal id/],
      [{ defaultVersionId: null, plans: 'plan-pro' }, /plans must be a list/],
      [{ defaultVersionId: null, plans: [{ saasPlanId: '', versionId: advancedId }] }, /1 to 64/],
      [{ defaultVersionId: null, plans: [], extra: true }, /should not exist/],
    ];
    for (const [body, message] of refusals) {
      const res = await put(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect([res.body.message].flat().join(' ')).toMatch(message);
    }
    const view = (await rules(agency.cookie)).body as unknown as VersionRulesView;
    expect(view.defaultVersionId).toBeNull();
    expect(view.plans.every((plan) => plan.versionId === null)).toBe(true);
  });

  it('gives a new sub-account its plan’s version, else the basic version, else the chosen default', async () => {
    const saved = await put({
      defaultVersionId: null,
      plans: [{ saasPlanId: 'plan-pro', versionId: advancedId }],
    });
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as VersionRulesView).plans).toEqual([
      { saasPlanId: 'plan-pro', versionId: advancedId, subAccounts: 1 },
      { saasPlanId: 'plan-starter', versionId: null, subAccounts: 1 },
    ]);

    expect(await newSubAccount('Pro Newcomer', 'plan-pro')).toMatchObject({
      saas_plan_id: 'plan-pro',
      version_id: advancedId,
    });
    // No rule for its plan and no default: the basic version.
    expect((await newSubAccount('Starter Newcomer', 'plan-starter')).version_id).toBe(
      agency.versionId,
    );

    const changed = await put({
      defaultVersionId: advancedId,
      plans: [{ saasPlanId: 'plan-starter', versionId: agency.versionId }],
    });
    expect(changed.body).toMatchObject({
      defaultVersionId: advancedId,
      fallbackVersionId: advancedId,
    });
    expect((await newSubAccount('Planless Newcomer')).version_id).toBe(advancedId);
    expect((await newSubAccount('Starter Second', 'plan-starter')).version_id).toBe(
      agency.versionId,
    );
  });

  it('leaves provisioned sub-accounts, their clients and their links on their version', async () => {
    const before = await provisioned();
    expect(before.find((row) => row.location_id === pro)!.version_id).toBe(agency.versionId);
    expect(before.find((row) => row.location_id === none)!.version_id).toBe(agency.versionId);
    // The default and plan-pro now point at the advanced version; a full sync runs.
    await put({
      defaultVersionId: advancedId,
      plans: [{ saasPlanId: 'plan-pro', versionId: advancedId }],
    });
    const startedAt = new Date();
    await hl.requestSync(agency.userId);
    await rowsOnce(
      hl.stack,
      'every sub-account synced again',
      `SELECT 1 FROM highlevel_locations WHERE user_id = $1 AND installed
          AND (synced_at IS NULL OR synced_at < $2)`,
      [agency.userId, startedAt],
      (stale) => stale.length === 0,
      60_000,
    );
    expect(await provisioned()).toEqual(before);
    const clients = (await hl.stack.env.db.query(
      `SELECT u.location_id, pc.version_id FROM highlevel_users u
         JOIN portal_clients pc ON pc.id = u.client_id
        WHERE u.location_id = ANY($1) ORDER BY u.location_id`,
      [[pro, none]],
    )) as { location_id: string; version_id: string }[];
    expect(clients).toEqual([
      { location_id: pro, version_id: agency.versionId },
      { location_id: none, version_id: agency.versionId },
    ]);
    const menu = await waitFor('the pro sub-account’s link', () =>
      hl.highLevel.state
        .customMenus(hl.highLevel.demo.companyId)
        .find((each) => each.locations.includes(pro!)),
    );
    expect(menu.url).toBe(`${hl.appUrl}/${agency.versionId}?via=highlevel`);
  });

  it('lets another agency neither read nor set them', async () => {
    // The other agency is connected to a company of its own (its rows as a sync writes them).
    await hl.stack.env.db.query(
      `INSERT INTO highlevel_connections (user_id, company_id, status) VALUES ($1, 'OtherCompany00000001', 'connected')`,
      [other.userId],
    );
    await hl.stack.env.db.query(
      `INSERT INTO highlevel_locations (location_id, user_id, company_id, name, saas_plan_id)
       VALUES ('OtherSubAccount00001', $1, 'OtherCompany00000001', 'Other Co', 'plan-other')`,
      [other.userId],
    );
    const theirs = (await rules(other.cookie)).body as unknown as VersionRulesView;
    expect(theirs).toEqual({
      defaultVersionId: null,
      fallbackVersionId: other.versionId,
      versions: [{ id: other.versionId, tier: 'basic' }],
      plans: [{ saasPlanId: 'plan-other', versionId: null, subAccounts: 1 }],
    });
    // Neither our versions nor our plans are theirs to use.
    const refused = [
      { defaultVersionId: advancedId, plans: [] },
      { defaultVersionId: null, plans: [{ saasPlanId: 'plan-pro', versionId: other.versionId }] },
    ];
    for (const body of refused) expect((await put(body, other.cookie)).status).toBe(400);
    expect((await put({ defaultVersionId: other.versionId, plans: [] }, other.cookie)).status).toBe(
      200,
    );
    const ours = (await rules(agency.cookie)).body as unknown as VersionRulesView;
    expect(ours.defaultVersionId).toBe(advancedId);
    expect(ours.plans.map((plan) => plan.saasPlanId)).toEqual(['plan-pro', 'plan-starter']);
  });
});
