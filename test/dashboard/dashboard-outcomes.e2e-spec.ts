import { randomBytes } from 'node:crypto';
import {
  clientHealth,
  type DashboardClientDetail,
  type DashboardPage,
  DAY_MS,
  HOUR_MS,
  type OnboardingState,
} from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertCompletion, insertPortalClient } from '../support/factories';
import { insertOutboxEvent } from '../support/outbox-factories';
import { insertClientStall, insertModuleProgress } from '../support/outcome-factories';

// Away from whole-day edges, so a run crossing midnight reads the same days.
const ago = (days: number) => new Date(Date.now() - days * DAY_MS - 2 * HOUR_MS);

describe('activity dashboard: status, health, at risk and timeline', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  async function agency() {
    const { cookie, userId } = await stack.signedUpWith({ approval: 'YES' });
    const res = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
    const [version] = (res.body as unknown as OnboardingState).versions;
    return { cookie, userId, versionId: version!.id };
  }

  /** A catalogue module's key, as module_completions names it. */
  const keyOf = ({ category_id, module_id }: { category_id: string; module_id: string }) => ({
    category_id,
    module_id,
  });
  const modules = async (count: number) =>
    (await stack.env.db.query(
      `SELECT category_id, module_id, title FROM video_catalogue ORDER BY position LIMIT $1`,
      [count],
    )) as { category_id: string; module_id: string; title: string }[];

  /** `clientId` watched the first `seconds` of `module` (100 s long), from `startedAt` to `beatAt`. */
  const watchedOpening = (
    clientId: string,
    module: { category_id: string; module_id: string },
    seconds: number,
    startedAt: Date,
    beatAt: Date,
  ) =>
    insertModuleProgress(stack.env.db, {
      client_id: clientId,
      ...keyOf(module),
      watched: [0, seconds],
      watched_seconds: seconds,
      duration_seconds: 100,
      started_at: startedAt,
      beat_at: beatAt,
    });

  /** A client first seen `firstDays` ago, last signed in `activeDays` ago, `done` modules completed then. */
  async function client(
    versionId: string,
    name: string,
    {
      email = true,
      done = 0,
      firstDays = 0,
      activeDays = undefined as number | undefined,
    }: { email?: boolean; done?: number; firstDays?: number; activeDays?: number } = {},
  ) {
    const id = await insertPortalClient(stack.env.db, {
      version_id: versionId,
      name,
      email: email ? `${name.toLowerCase()}@shop.test` : null,
      identity: name.toLowerCase(),
      created_at: ago(firstDays),
      last_login_at: ago(activeDays ?? firstDays),
    });
    for (const m of await modules(done)) {
      const completed_at = ago(activeDays ?? firstDays);
      await insertCompletion(stack.env.db, { client_id: id, ...keyOf(m), completed_at });
    }
    return id;
  }

  const stall = (clientId: string, userId: string, days: number, nudges = 0) => {
    const since = ago(days);
    return insertClientStall(stack.env.db, {
      client_id: clientId,
      user_id: userId,
      reason: 'idle',
      inactive_since: since,
      stalled_at: since,
      nudges_sent: nudges,
    });
  };

  const page = async (cookie: string, query = '') =>
    (await stack.api.get(`/api/dashboard/clients${query}`, cookie))
      .body as unknown as DashboardPage;

  it('gives each client a status, a health score, whether it has an e-mail and its nudges', async () => {
    const { cookie, userId, versionId } = await agency();
    const [{ visible }] = await stack.env.db.query(
      `SELECT count(*)::int AS visible FROM version_modules WHERE version_id = $1 AND is_visible`,
      [versionId],
    );
    const fresh = await client(versionId, 'Fresh'); // today, nothing done
    await client(versionId, 'Going', { done: 5, firstDays: 4, activeDays: 1 });
    const stuck = await client(versionId, 'Stuck', { done: 18, firstDays: 5, activeDays: 4 });
    await stall(stuck, userId, 1, 2);
    const done = await client(versionId, 'Done', { done: visible, firstDays: 9, activeDays: 30 });
    await stack.env.db.query(
      `UPDATE portal_clients SET onboarding_completed_at = $2 WHERE id = $1`,
      [done, ago(30)],
    );
    await client(versionId, 'Nameonly', { email: false, firstDays: 20 });
    // Signed in 20 days ago and never since, but watched yesterday on the same device: the
    // heartbeat (kept on the client row by a trigger) is the last activity.
    const watcher = await client(versionId, 'Watcher', { firstDays: 20 });
    const [first] = await modules(1);
    const startedAt = ago(3);
    await watchedOpening(watcher, first!, 30, startedAt, startedAt);
    await stack.env.db.query(`UPDATE module_progress SET beat_at = $2 WHERE client_id = $1`, [
      watcher,
      ago(1),
    ]);

    const rows = (await page(cookie, '?sort=name&order=asc')).rows;
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    const health = (completed: number, firstDays: number, activeDays: number, stalled = false) =>
      clientHealth(
        {
          completedAt: null,
          completed,
          visible,
          lastActiveAt: ago(activeDays),
          firstSignInAt: ago(firstDays),
          stalled,
        },
        new Date(),
      );
    expect(byName.Fresh).toMatchObject({ status: 'not_started', health: 50, hasEmail: true });
    expect(byName.Going).toMatchObject({ status: 'in_progress', health: health(5, 4, 1) });
    expect(health(18, 5, 4)).toBeGreaterThan(40);
    expect(byName.Stuck).toMatchObject({ status: 'stalled', health: 40, nudgesSent: 2 });
    expect(byName.Done).toMatchObject({ status: 'completed', health: 100 });
    expect(byName.Nameonly).toMatchObject({ status: 'not_started', hasEmail: false, health: 0 });
    expect(byName.Fresh!.nudgesSent).toBe(0);
    expect(byName.Watcher).toMatchObject({ status: 'not_started', health: health(0, 20, 1) });
    expect(health(0, 20, 1)).toBeGreaterThan(health(0, 20, 20));
    void fresh;

    // At risk: stalled, or under 40 and not completed; by health, lowest first.
    const atRisk = await page(cookie, '?filter=at-risk&sort=health&order=asc');
    expect(atRisk.rows.map((row) => row.name)).toEqual(['Nameonly', 'Watcher', 'Stuck']);
    expect(atRisk.total).toBe(3);
    const byHealth = await page(cookie, '?sort=health&order=desc');
    expect(byHealth.rows.map((row) => row.health)).toEqual(
      [...byHealth.rows.map((row) => row.health)].sort((a, b) => b - a),
    );
    expect(byHealth.rows[0]!.name).toBe('Done');

    const csv = (
      await stack.app.inject({
        method: 'GET',
        url: '/api/dashboard/clients/export.csv?filter=at-risk&sort=name&order=asc',
        headers: { cookie },
      })
    ).body
      .trim()
      .split('\r\n');
    expect(csv[0]!.split(',').slice(-3)).toEqual(['status', 'health', 'identity']);
    expect(csv).toHaveLength(4);
    expect(csv[2]!.endsWith('"stalled","40","unverified"')).toBe(true);
  });

  it("tells the client's story, newest first, and never another agency's client", async () => {
    const { cookie, userId, versionId } = await agency();
    const id = await client(versionId, 'Story', { firstDays: 6 });
    const [first, second] = await modules(2);
    // A second device's sign-in, a module started and completed, another self-reported.
    await stack.env.db.query(
      `INSERT INTO portal_tokens (token_hash, client_id, created_at)
       SELECT $1::bytea, id, created_at FROM portal_clients WHERE id = $2
       UNION ALL SELECT $3::bytea, $2, $4::timestamptz`,
      [randomBytes(32), id, randomBytes(32), ago(5.2)],
    );
    await watchedOpening(id, first!, 60, ago(5), ago(4));
    const [one, two] = [first!, second!];
    const db = stack.env.db;
    await insertCompletion(db, {
      client_id: id,
      ...keyOf(one),
      self_reported: false,
      completed_at: ago(4),
    });
    await insertCompletion(db, {
      client_id: id,
      ...keyOf(two),
      self_reported: true,
      completed_at: ago(3.5),
    });
    const stallId = await insertClientStall(stack.env.db, {
      client_id: id,
      user_id: userId,
      reason: 'idle',
      inactive_since: ago(3.5),
      stalled_at: ago(0.5),
      ended_at: ago(0),
      end_reason: 'resumed',
    });
    await stack.env.db.query(
      `INSERT INTO client_nudges (stall_id, client_id, number, status, queued_at, sent_at)
       VALUES ($1, $2, 1, 'sent', $3, $3), ($1, $2, 2, 'skipped', $4, NULL)`,
      [stallId, id, ago(0.4), ago(0.3)],
    );
    const [{ id: endpointId }] = await stack.env.db.query(
      `INSERT INTO agency_endpoints (user_id, url, event_types, secret)
       VALUES ($1, 'https://hooks.test/in', '{module.completed}', 'whsec_x') RETURNING id`,
      [userId],
    );
    const eventId = await insertOutboxEvent(stack.env.db, { type: 'ModuleCompleted', data: {} });
    await stack.env.db.query(
      `INSERT INTO agency_webhook_messages (endpoint_id, user_id, event_id, event_type, client_id,
         status, body, created_at, finished_at)
       VALUES ($1, $2, $3, 'module.completed', $4, 'succeeded', '{}', $5, $5)`,
      [endpointId, userId, eventId, id, ago(3.9)],
    );

    const detail = (await stack.api.get(`/api/dashboard/clients/${id}`, cookie))
      .body as unknown as DashboardClientDetail;
    expect(detail.timeline.map((entry) => entry.text)).toEqual([
      'Back after stalling',
      'Reminder e-mail 2 skipped',
      'Reminder e-mail 1 sent',
      'Stalled: no activity for 3 days',
      `Marked “${second!.title}” as done (self-reported)`,
      '“Module completed” event to your endpoint: delivered',
      `Completed “${first!.title}”`,
      `Started “${first!.title}”`,
      'Signed in',
      'Signed in for the first time',
    ]);
    const times = detail.timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(detail.timeline[0]!.kind).toBe('resumed');

    const intruder = await agency();
    expect((await stack.api.get(`/api/dashboard/clients/${id}`, intruder.cookie)).status).toBe(404);
  });

  it("adds one 'Signed in' per visit, not one per page load", async () => {
    const { cookie, versionId } = await agency();
    // The portal signs a returning client in again on each page load: five loads, one visit.
    const signIn = () =>
      stack.api.post(`/api/portal/${versionId}/sessions`, { email: 'visits@shop.test' });
    for (let load = 0; load < 5; load += 1) expect((await signIn()).status).toBe(201);
    const [{ id }] = await stack.env.db.query(
      `SELECT id FROM portal_clients WHERE version_id = $1`,
      [versionId],
    );
    const texts = async () =>
      (
        (await stack.api.get(`/api/dashboard/clients/${id}`, cookie))
          .body as unknown as DashboardClientDetail
      ).timeline.map((entry) => entry.text);
    expect(await texts()).toEqual(['Signed in for the first time']);

    // An hour on, the next page load is a new visit, and its reloads are part of it.
    await stack.env.db.query(
      `UPDATE portal_clients SET created_at = created_at - interval '1 hour' WHERE id = $1`,
      [id],
    );
    await stack.env.db.query(
      `UPDATE portal_tokens SET created_at = created_at - interval '1 hour' WHERE client_id = $1`,
      [id],
    );
    await signIn();
    await signIn();
    expect(await texts()).toEqual(['Signed in', 'Signed in for the first time']);
  });
});
