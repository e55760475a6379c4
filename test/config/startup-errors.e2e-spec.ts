import { runNode } from '../support/processes';

const STACK_LINE = /^\s+at /m;

describe('start-up errors an operator reads', () => {
  it.each([
    [
      'apps/api/src/main.js',
      { DATABASE_URL: 'mysql://db/retainly' },
      'Configuration error: DATABASE_URL must be a postgres:// URL',
    ],
    [
      'apps/worker/src/main.js',
      { REDIS_URL: 'localhost:6379' },
      'Configuration error: REDIS_URL must be a redis:// URL',
    ],
    ['apps/api/src/main.js', { PORT: 'eighty' }, 'Configuration error: PORT must be a port number'],
    [
      'apps/worker/src/main.js',
      { MARKETING_WEBHOOK_URL: 'http://127.0.0.1:9/hook' },
      'Configuration error: MARKETING_WEBHOOK_SECRET is required when MARKETING_WEBHOOK_URL is set',
    ],
    [
      'apps/api/src/main.js',
      { WEBHOOK_RETRY_SCHEDULE: '5s,often' },
      'Configuration error: WEBHOOK_RETRY_SCHEDULE must be durations like 5s,5m,2h',
    ],
    [
      'apps/api/src/main.js',
      { NODE_ENV: 'production' },
      'Configuration error: OPERATOR_USER is required in production (it guards /admin/queues)',
    ],
  ])('%s with %j prints one line and exits 1', async (entry, env, message) => {
    const result = await runNode(entry, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${message}\n`);
  });

  it('npm start explains an unreachable PostgreSQL without a stack trace', async () => {
    const result = await runNode('scripts/start.js', {
      DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/retainly',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'PostgreSQL is not reachable at postgres://postgres:***@127.0.0.1:1/retainly',
    );
    expect(result.stderr).toContain('docker compose up -d postgres');
    expect(result.stderr).not.toContain('hunter2');
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('npm start explains an unreachable Redis without a stack trace', async () => {
    const result = await runNode('scripts/start.js', { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Redis is not reachable at redis://127.0.0.1:1');
    expect(result.stderr).toContain('docker compose up -d redis');
    expect(result.stderr).not.toMatch(STACK_LINE);
  });
});
