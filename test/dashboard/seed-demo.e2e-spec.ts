import type { DashboardPage } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { runNode } from '../support/processes';

describe('npm run seed:demo', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  it('creates a demo agency whose dashboard shows 60 clients, and can run again', async () => {
    const env = stack.env.env();
    for (let run = 0; run < 2; run += 1) {
      const result = await runNode('scripts/seed-demo.js', env, 60_000);
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
      expect(result.stdout).toContain('e-mail:   demo@retainly.test');
    }
    const { stdout } = await runNode('scripts/seed-demo.js', env, 60_000);
    const password = /password: (\S+)/.exec(stdout)![1];
    // The printed client link opens the demo agency's portal.
    const portalId = /link\): \S+\/(\w{12})\n/.exec(stdout)![1];
    const portal = await stack.api.get(`/api/portal/${portalId}`);
    expect(portal.body).toMatchObject({ agencyName: 'Northwind Growth Agency' });

    const login = await stack.api.post('/api/auth/login', {
      email: 'demo@retainly.test',
      password,
    });
    expect(login.status).toBe(200);
    const dashboard = (await stack.api.get('/api/dashboard/clients', login.cookie))
      .body as unknown as DashboardPage;
    expect(dashboard.total).toBe(60);
    expect(new Set(dashboard.rows.map((row) => row.tier))).toEqual(
      new Set(['basic', 'advanced', 'elite']),
    );
    // Real watch data: minutes and last watched per client, self-reported completions apart.
    expect(dashboard.rows.some((row) => row.minutesWatched > 0 && row.lastWatchedAt)).toBe(true);
    const csv = await stack.app.inject({
      method: 'GET',
      url: '/api/dashboard/clients/export.csv',
      headers: { cookie: login.cookie! },
    });
    expect(csv.body).toContain('Watching ');
    expect(csv.body).toContain(': Completed');
    expect(csv.body).toContain(': Self-reported');
  });
});
