import type { ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import { exited, startNode } from '../support/processes';
import { paidAgency, sessionCookie, userWithSession } from '../support/factories';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { waitFor } from '../support/wait-for';

/**
 * `npm start` in development runs a demo HighLevel beside the api and the worker: a newcomer
 * connects in Settings and the five demo sub-accounts arrive, with nothing to configure.
 */
describe('npm start with the demo HighLevel', () => {
  let env: TestEnvironment;
  let start: ChildProcess & { output: string[] };
  let appUrl: string;
  let standInPort: number;

  beforeAll(async () => {
    env = await createTestEnvironment();
    const [port, health] = [await freePort(), await freePort()];
    standInPort = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    start = startNode(
      'scripts/start.js',
      env.env({
        NODE_ENV: 'development',
        PORT: String(port),
        APP_URL: appUrl,
        WORKER_HEALTH_PORT: String(health),
        HIGHLEVEL_STANDIN_PORT: String(standInPort),
        SAMPLE_VIDEOS: 'false',
        LOG_LEVEL: 'warn',
      }),
    );
    await waitFor(
      () => `npm start to be up: ${start.output.join('')}`,
      () => start.output.join('').includes('Retainly is running'),
      { timeoutMs: 45_000 },
    );
  }, 60_000);
  afterAll(async () => {
    start?.kill('SIGTERM');
    if (start) await exited(start);
    await env?.dispose();
  });

  it('says where the demo HighLevel is, and a connect there brings its five sub-accounts', async () => {
    expect(start.output.join('')).toContain(`demo HighLevel: http://127.0.0.1:${standInPort}/demo`);
    const { id: userId, token } = await userWithSession(env.db, paidAgency());
    const cookie = sessionCookie(token);
    const headers = { cookie, 'x-retainly-client': 'web', 'content-type': 'application/json' };
    const view = await fetch(`${appUrl}/api/highlevel`, { headers });
    expect(await view.json()).toEqual({ feature: 'on', status: 'not-connected' });

    const begun = await fetch(`${appUrl}/api/highlevel/connect`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    const { url } = (await begun.json()) as { url: string };
    expect(url.startsWith(`http://127.0.0.1:${standInPort}/v2/oauth/chooselocation?`)).toBe(true);
    const authorize = await fetch(url, { redirect: 'manual' });
    const back = await fetch(String(authorize.headers.get('location')), {
      headers,
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/app?highlevel=connected');

    await waitFor(
      'the five demo sub-accounts',
      async () => {
        const rows: unknown[] = await env.db.query(
          `SELECT 1 FROM highlevel_locations WHERE user_id = $1 AND synced_at IS NOT NULL`,
          [userId],
        );
        return rows.length === 5;
      },
      { timeoutMs: 30_000 },
    );
    const demoPage = await fetch(`http://127.0.0.1:${standInPort}/demo`);
    expect(demoPage.status).toBe(200);
  });
});
