import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@retainly/domain';
import {
  ENDED_DEVICE_SESSION_KEEP_DAYS,
  PortalIdentityCleanup,
  SIGN_IN_CODE_KEEP_DAYS,
} from '../../apps/worker/src/portal-identity/identity-cleanup';
import { insertPortalClient, insertUser, paidAgency } from '../support/factories';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The worker's hourly pass over the verified sign-in's spent codes and ended device sessions. */
describe('portal identity clean-up', () => {
  let env: TestEnvironment;
  afterAll(() => env?.dispose());

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  it('deletes codes and device sessions that ended long enough ago, and nothing else', async () => {
    env = await createTestEnvironment();
    const agency = await insertUser(env.db, paidAgency());
    const versionId = randomBytes(6).toString('hex').slice(0, 12);
    await env.db.query(`INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, 'basic')`, [
      versionId,
      agency.id,
    ]);
    const clientId = await insertPortalClient(env.db, {
      version_id: versionId,
      email: 'kept@client.test',
    });

    const code = async (label: string, expiresAt: Date, usedAt: Date | null) =>
      env.db.query(
        `INSERT INTO portal_sign_in_codes (version_id, email, code_hash, link_hash, name, expires_at, used_at)
         VALUES ($1, 'kept@client.test', $2, $3, $4, $5, $6)`,
        [versionId, randomBytes(32), randomBytes(32), label, expiresAt, usedAt],
      );
    const past = SIGN_IN_CODE_KEEP_DAYS + 1;
    await code('expired long ago', daysAgo(past), null);
    await code('used long ago', new Date(Date.now() + DAY_MS), daysAgo(past));
    await code('expired an hour ago', daysAgo(1 / 24), null);
    await code('live', new Date(Date.now() + 60_000), null);

    const device = async (label: string, expiresAt: Date, revokedAt: Date | null) =>
      env.db.query(
        `INSERT INTO portal_device_sessions (token_hash, client_id, expires_at, revoked_at, created_at)
         VALUES ($1, $2, $3, $4, now() - interval '200 days')`,
        [Buffer.from(label.padEnd(32, '.')), clientId, expiresAt, revokedAt],
      );
    const ended = ENDED_DEVICE_SESSION_KEEP_DAYS + 1;
    await device('expired long ago', daysAgo(ended), null);
    await device('revoked long ago', new Date(Date.now() + 90 * DAY_MS), daysAgo(ended));
    await device('revoked last week', new Date(Date.now() + 90 * DAY_MS), daysAgo(7));
    await device('in use', new Date(Date.now() + 90 * DAY_MS), null);

    const cleanup = new PortalIdentityCleanup(env.db);
    expect(await cleanup.removeSpent()).toEqual({ codes: 2, devices: 2 });
    const codes = await env.db.query(`SELECT name FROM portal_sign_in_codes ORDER BY name`);
    expect(codes.map((row: { name: string }) => row.name)).toEqual(['expired an hour ago', 'live']);
    const devices = await env.db.query(
      `SELECT rtrim(convert_from(token_hash, 'UTF8'), '.') AS label FROM portal_device_sessions ORDER BY 1`,
    );
    expect(devices.map((row: { label: string }) => row.label)).toEqual([
      'in use',
      'revoked last week',
    ]);
    expect(await cleanup.removeSpent()).toEqual({ codes: 0, devices: 0 });
  });
});
