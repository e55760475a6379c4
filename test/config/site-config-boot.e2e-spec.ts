import type { ChildProcess } from 'node:child_process';
import { PAYMENT_LINK_KEYS, type SiteConfig } from '@retainly/domain';
import { freePort } from '../support/free-port';
import { exited, startNode } from '../support/processes';
import { siteConfigFile } from '../support/site-config';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { waitFor } from '../support/wait-for';

const API = 'apps/api/src/main.js';
const WARNING = 'SITE_CONFIG_FILE is not set in production';

/** The built api, booted as an operator would, until it answers its health check. */
describe('the site configuration at boot', () => {
  let env: TestEnvironment;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment();
  });

  afterEach(async () => {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.splice(0).map(exited));
  });

  afterAll(() => env?.dispose());

  async function boot(overrides: Record<string, string>) {
    const port = await freePort();
    const api = startNode(
      API,
      env.env({
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        OPERATOR_USER: 'operator',
        OPERATOR_PASSWORD: 'a-long-operator-password',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        ...overrides,
      }),
    );
    running.push(api);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      `the api's health (output: ${api.output.join('')})`,
      () =>
        fetch(`${base}/api/health`).then(
          (res) => res.ok,
          () => false,
        ),
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    const config = (await (await fetch(`${base}/api/site-config`)).json()) as SiteConfig;
    return { output: () => api.output.join(''), config };
  }

  it('production without SITE_CONFIG_FILE warns at boot, once, at warn level', async () => {
    const { output, config } = await boot({ NODE_ENV: 'production' });
    const lines = output()
      .split('\n')
      .filter((line) => line.includes(WARNING))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe(40); // pino's warn
    expect(lines[0].msg).toContain('config/site.example.json');
    // Nothing bundled leaks into production: no links, no webinar without a room.
    expect(Object.values(config.paymentLinks).every((link) => link === null)).toBe(true);
    expect(config.webinar.sessions).toEqual([]);
  });

  it('production with SITE_CONFIG_FILE boots quietly', async () => {
    const file = siteConfigFile({ bookingUrl: 'https://cal.example/demo' });
    const { output, config } = await boot({ NODE_ENV: 'production', SITE_CONFIG_FILE: file });
    expect(output()).not.toContain(WARNING);
    expect(config.bookingUrl).toBe('https://cal.example/demo');
  });

  it('development without SITE_CONFIG_FILE runs the bundled configuration, quietly', async () => {
    const { output, config } = await boot({ NODE_ENV: 'development' });
    expect(output()).not.toContain(WARNING);
    for (const key of PAYMENT_LINK_KEYS) {
      // The six-months links only travel inside a live offer.
      if (key.startsWith('upgrade-six-months')) expect(config.paymentLinks[key]).toBeNull();
      else expect(config.paymentLinks[key]).toBe(`/book?about=${key}`);
    }
    expect(config.bookingUrl).toBeNull();
    expect(config.webinar.sessions).toHaveLength(4);
  });
});
