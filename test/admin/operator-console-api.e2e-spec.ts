import { type AdminAccountDetail, type AdminAccountPage, DAY_MS } from '@retainly/domain';
import { randomUUID } from 'node:crypto';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { updateUser } from '../support/factories';
import { runNode } from '../support/processes';

/** The operator console's api: operator:create, the role checks, accounts and the audit log. */
describe('operator console api', () => {
  let stack: AccountsStack;
  let operator: { cookie: string; email: string; stdout: string };

  const createOperator = (email: string) =>
    runNode('scripts/operator-create.js', stack.env.env({ LOG_LEVEL: 'silent' }), 20_000, [email]);

  beforeAll(async () => {
    stack = await startAccountsStack();
    operator = await stack.signedInOperator();
  });

  afterAll(() => stack?.close());

  const accounts = async (query: string) =>
    (await stack.api.get(`/api/admin/accounts?${query}`, operator.cookie))
      .body as unknown as AdminAccountPage;
  const detail = async (id: string) =>
    (await stack.api.get(`/api/admin/accounts/${id}`, operator.cookie))
      .body as unknown as AdminAccountDetail;

  it('operator:create prints a one-time link, and refuses a bad e-mail', async () => {
    expect(operator.stdout).toContain(`${operator.email} is an operator.`);
    const again = await createOperator(operator.email);
    expect(again.stdout).toMatch(
      /is an operator\. Choose the password within an hour at:\n.*\/reset-password#token=/,
    );
    const bad = await createOperator('not-an-email');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('Usage: npm run operator:create -- <email>');
  });

  it('keeps every admin endpoint to operators: 401 signed out, 403 for an agency', async () => {
    const agency = await stack.signedInAgency();
    const id = agency.userId;
    const routes = [
      ['GET', '/api/admin/accounts'],
      ['GET', `/api/admin/accounts/${id}`],
      ['PATCH', `/api/admin/accounts/${id}/access`],
      ['POST', `/api/admin/accounts/${id}/trial-extension`],
    ] as const;
    for (const [method, url] of routes) {
      const call = (cookie?: string) =>
        stack.app.inject({
          method,
          url,
          headers: { 'x-retainly-client': 'web', ...(cookie ? { cookie } : {}) },
          ...(method === 'GET' ? {} : { payload: { approval: 'NO', days: 5 } }),
        });
      expect((await call()).statusCode).toBe(401);
      const refused = await call(agency.cookie);
      expect({ url, status: refused.statusCode, code: refused.json().code }).toEqual({
        url,
        status: 403,
        code: 'operator_only',
      });
    }
    // Nothing changed for the agency that tried.
    expect((await stack.api.get('/api/tool-data', agency.cookie)).status).toBe(200);
  });

  it('tells the console the marketing webhook is not configured (no MARKETING_WEBHOOK_URL)', async () => {
    await stack.signedInAgency(); // its sign-up events are never delivered anywhere
    const res = await stack.api.get('/api/admin/webhook-events', operator.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ webhookConfigured: false });
    expect((res.body.rows as unknown[]).length).toBeGreaterThan(0);
  });

  it('searches by e-mail or name and filters by approval, plan and trial state', async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = { full_name: `Owner ${tag}` };
    const paid = await stack.signedInAgency('BASIC', 'YES', owner);
    const trial = await stack.signedInAgency('ADVANCED', 'TRIALING', owner);
    const byName = await accounts(`search=${tag}`);
    expect(byName.rows.map((r) => r.id).sort()).toEqual([paid.userId, trial.userId].sort());
    expect(byName.total).toBe(2);
    expect((await accounts(`search=${paid.email}`)).rows.map((r) => r.id)).toEqual([paid.userId]);
    expect((await accounts(`search=${tag}&approval=YES&plan=BASIC`)).rows.map((r) => r.id)).toEqual(
      [paid.userId],
    );
    expect((await accounts(`search=${tag}&trial=trialing`)).rows.map((r) => r.id)).toEqual([
      trial.userId,
    ]);
    expect((await accounts(`search=${tag}&trial=ended`)).total).toBe(0);
    expect((await accounts('search=%25%25nobody')).total).toBe(0);
    const invalid = await stack.api.get('/api/admin/accounts?approval=MAYBE', operator.cookie);
    expect(invalid.status).toBe(400);
  });

  it('changes approval and plan through the user:access use-case, audited', async () => {
    const trial = await stack.signedInAgency('ADVANCED', 'TRIALING');
    const res = await stack.api.patch(
      `/api/admin/accounts/${trial.userId}/access`,
      { approval: 'YES', plan: 'BASIC' },
      operator.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approval: 'YES', plan: 'BASIC' });
    expect((await stack.api.get('/api/tool-data', trial.cookie)).status).toBe(200);

    const revoked = await stack.api.patch(
      `/api/admin/accounts/${trial.userId}/access`,
      { approval: 'NO' },
      operator.cookie,
    );
    expect(revoked.body).toMatchObject({ approval: 'NO', plan: 'BASIC' });
    expect((await stack.api.get('/api/me', trial.cookie)).status).toBe(401);

    const events = await stack.env.db.query(
      `SELECT data->>'approval' AS approval FROM outbox_events
        WHERE type = 'AccessChanged' AND data->>'user_id' = $1 ORDER BY occurred_at`,
      [trial.userId],
    );
    expect(events).toEqual([{ approval: 'YES' }, { approval: 'NO' }]);
    const { audit } = await detail(trial.userId);
    expect(audit).toEqual([
      expect.objectContaining({
        operatorEmail: operator.email,
        action: 'change_access',
        before: { approval: 'YES', plan: 'BASIC' },
        after: { approval: 'NO', plan: 'BASIC' },
      }),
      expect.objectContaining({
        action: 'change_access',
        before: { approval: 'TRIALING', plan: 'ADVANCED' },
        after: { approval: 'YES', plan: 'BASIC' },
      }),
    ]);
    const bad = await stack.api.patch(
      `/api/admin/accounts/${trial.userId}/access`,
      { approval: 'MAYBE' },
      operator.cookie,
    );
    expect(bad.status).toBe(400);
  });

  it('extends a trial by N days, from now when it had ended, audited', async () => {
    const trial = await stack.signedInAgency('ADVANCED', 'TRIALING');
    await updateUser(
      stack.env.db,
      { id: trial.userId },
      { trial_ends_at: new Date(Date.now() - 2 * DAY_MS) },
    );
    const res = await stack.api.post(
      `/api/admin/accounts/${trial.userId}/trial-extension`,
      { days: 5 },
      operator.cookie,
    );
    expect(res.status).toBe(200);
    const endsIn = new Date(res.body.trialEndsAt as string).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(5 * 86_400_000 - 60_000);
    expect(endsIn).toBeLessThan(5 * 86_400_000 + 60_000);
    expect((await detail(trial.userId)).audit[0]).toMatchObject({
      action: 'extend_trial',
      after: expect.objectContaining({ days: 5 }),
    });
    for (const days of [0, 91, 'x']) {
      const refused = await stack.api.post(
        `/api/admin/accounts/${trial.userId}/trial-extension`,
        { days },
        operator.cookie,
      );
      expect(refused.status).toBe(400);
    }
  });

  it('refuses to extend a paid account, and lets a canceled one trial again with an event', async () => {
    const paid = await stack.signedInAgency('BASIC', 'YES');
    const refused = await stack.api.post(
      `/api/admin/accounts/${paid.userId}/trial-extension`,
      { days: 5 },
      operator.cookie,
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This account has paid access: there is no trial to extend.' },
    });
    expect((await detail(paid.userId)).approval).toBe('YES');

    const canceled = await stack.signedInAgency('BASIC', 'NO');
    const res = await stack.api.post(
      `/api/admin/accounts/${canceled.userId}/trial-extension`,
      { days: 3 },
      operator.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.approval).toBe('TRIALING');
    const events: { data: { approval: string } }[] = await stack.env.db.query(
      `SELECT data FROM outbox_events WHERE type = 'AccessChanged' AND data->>'user_id' = $1`,
      [canceled.userId],
    );
    expect(events.map((event) => event.data.approval)).toContain('TRIALING');
  });

  it('opens an account with its answers, versions, clients and events; unknown ids are 404', async () => {
    const agency = await stack.signedInAgency();
    await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, agency.cookie);
    const opened = await detail(agency.userId);
    expect(opened).toMatchObject({
      id: agency.userId,
      email: agency.email,
      approval: 'YES',
      versions: [expect.objectContaining({ tier: 'basic' })],
      clientCount: 0,
      cancellation: null,
    });
    expect(opened.recentEvents.map((e) => e.type)).toEqual(
      expect.arrayContaining(['UserSignedUp', 'TrialStarted']),
    );
    for (const id of [randomUUID(), 'nope']) {
      expect((await stack.api.get(`/api/admin/accounts/${id}`, operator.cookie)).status).toBe(404);
    }
  });
});
