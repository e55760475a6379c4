import { ConfigError, loadConfig } from './load-config';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('loadConfig', () => {
  it('fills every default from the runtime contract', () => {
    const config = loadConfig({});
    expect(config).toEqual(
      expect.objectContaining({
        PORT: 3000,
        APP_URL: 'http://localhost:3000',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/retainly',
        REDIS_URL: 'redis://127.0.0.1:6379',
        WEBHOOK_TIMEOUT_MS: 15_000,
        AGENCY_WEBHOOK_TIMEOUT_MS: 10_000,
        AGENCY_MEDIA_QUOTA_GB: 5,
        API_DB_POOL_SIZE: 10,
        WORKER_DB_POOL_SIZE: 20,
      }),
    );
    expect(config.MARKETING_WEBHOOK_URL).toBeUndefined();
    expect(config.WEBHOOK_RETRY_SCHEDULE).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
  });

  it("sizes each process's PostgreSQL pool, within sense", () => {
    expect(loadConfig({ API_DB_POOL_SIZE: '4', WORKER_DB_POOL_SIZE: '8' })).toEqual(
      expect.objectContaining({ API_DB_POOL_SIZE: 4, WORKER_DB_POOL_SIZE: 8 }),
    );
    for (const env of [{ API_DB_POOL_SIZE: '0' }, { WORKER_DB_POOL_SIZE: 'many' }]) {
      expect(() => loadConfig(env)).toThrow(new RegExp(Object.keys(env)[0]!));
    }
  });

  it('treats empty strings as unset', () => {
    expect(
      loadConfig({ MARKETING_WEBHOOK_URL: '', OPERATOR_USER: '' }).MARKETING_WEBHOOK_URL,
    ).toBeUndefined();
  });

  it.each([
    [{ PORT: '70000' }, 'Configuration error: PORT must be a port number'],
    [{ APP_URL: 'localhost:3000' }, 'Configuration error: APP_URL must be an http(s) URL'],
    [
      { MARKETING_WEBHOOK_URL: 'https://hooks.test/x' },
      'Configuration error: MARKETING_WEBHOOK_SECRET is required when MARKETING_WEBHOOK_URL is set',
    ],
    [
      { MARKETING_WEBHOOK_SECRET: 'plain-secret' },
      'Configuration error: MARKETING_WEBHOOK_SECRET must be a whsec_ secret (base64, 24+ chars)',
    ],
    [
      { WEBHOOK_RETRY_SCHEDULE: '5s,,5m' },
      'Configuration error: WEBHOOK_RETRY_SCHEDULE must be durations like 5s,5m,2h',
    ],
    [
      { HIGHLEVEL_CLIENT_ID: 'app-1' },
      'Configuration error: HIGHLEVEL_CLIENT_SECRET is required when HIGHLEVEL_CLIENT_ID is set',
    ],
    [
      { HIGHLEVEL_CRM_ORIGINS: 'https://app.gohighlevel.com app.example.com/path' },
      'Configuration error: HIGHLEVEL_CRM_ORIGINS app.example.com/path is not an origin (scheme://host[:port])',
    ],
    [
      { HIGHLEVEL_TOKEN_KEY: 'too-short' },
      'Configuration error: HIGHLEVEL_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64',
    ],
    [
      { OPERATOR_PASSWORD: 'short' },
      'Configuration error: OPERATOR_PASSWORD must be at least 12 characters',
    ],
    [
      { NODE_ENV: 'production', OPERATOR_USER: 'ops' },
      'Configuration error: OPERATOR_PASSWORD is required in production (it guards /admin/queues)',
    ],
    [
      {
        NODE_ENV: 'production',
        OPERATOR_USER: 'ops',
        OPERATOR_PASSWORD: 'a-long-operator-password',
        SMTP_URL: 'smtp://mail.test',
      },
      'Configuration error: MEDIA_URL_SECRET is required in production with the local media store (it signs /media URLs)',
    ],
    [
      { MEDIA_URL_SECRET: 'short' },
      'Configuration error: MEDIA_URL_SECRET must be at least 32 characters',
    ],
    [
      { AGENCY_MEDIA_QUOTA_GB: '0' },
      'Configuration error: AGENCY_MEDIA_QUOTA_GB must be a positive number of GB',
    ],
    [
      { AGENCY_MEDIA_QUOTA_GB: 'lots' },
      'Configuration error: AGENCY_MEDIA_QUOTA_GB must be a number of GB',
    ],
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('never echoes the rejected value, which may be a secret', () => {
    expect(() => loadConfig({ MARKETING_WEBHOOK_SECRET: 'hunter2-top-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('accepts a webhook URL with its secret', () => {
    const config = loadConfig({
      MARKETING_WEBHOOK_URL: 'https://hooks.test/x',
      MARKETING_WEBHOOK_SECRET: SECRET,
    });
    expect(config.MARKETING_WEBHOOK_SECRET).toBe(SECRET);
  });
});
