import { APP_CONFIG } from '@retainly/config';
import { createDataSource } from '@retainly/database';
import { createHighLevelKit } from '@retainly/highlevel';
import { rowsOnce, startHighLevelStack, type HighLevelStack } from './highlevel-stack';
import { sleep, waitFor } from '../support/wait-for';

const syncedAfter = (hl: HighLevelStack, userId: string, after: Date, count = 5) =>
  rowsOnce<{ location_id: string }>(
    hl.stack,
    `${count} sub-accounts synced after ${after.toISOString()}`,
    `SELECT location_id FROM highlevel_locations WHERE user_id = $1 AND synced_at > $2`,
    [userId, after],
    (rows) => rows.length >= count,
    45_000,
  );

describe('HighLevel faults: expiry, revocation, limits, errors and downtime', () => {
  let hl: HighLevelStack;
  let agency: { cookie: string; userId: string; versionId: string };

  beforeAll(async () => {
    // The stand-in allows far less than HighLevel documents, so our limiter (which counts to
    // HighLevel's 100 per 10 s) meets real 429s.
    hl = await startHighLevelStack({}, { rateLimit: { burst: 8, intervalMs: 1_500 } });
    agency = await hl.agency();
    // The install's own webhooks would start a sync per sub-account beside the full one; the
    // full sync alone is one call at a time, so the headers' count is exact for it.
    hl.highLevel.webhooks.url = undefined;
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    await syncedAfter(hl, agency.userId, new Date(0));
    hl.highLevel.webhooks.url = `${hl.appUrl}/api/webhooks/highlevel`;
  }, 90_000);
  afterAll(() => hl?.close());

  it('stays within the limits HighLevel’s headers announce: nothing over the limit', () => {
    // The first sync made 1 + 5 × 3 calls on the agency alone, one at a time, against a burst
    // of 8 per 1.5 s: the limiter paused whenever the headers said none remained.
    expect(hl.highLevel.requests.length).toBeGreaterThan(16);
    expect(hl.highLevel.rateLimits.overLimit).toBe(0);
  });

  it('waits out a 429 and retries the call', async () => {
    hl.highLevel.faults.inject({ status: 429, count: 1, path: '/users/search' });
    const started = new Date();
    await hl.requestSync(agency.userId);
    await syncedAfter(hl, agency.userId, started);
    const users = hl.highLevel.requests.filter((request) => request.path === '/users/search');
    expect(users.length).toBeGreaterThanOrEqual(5);
    expect(hl.highLevel.faults.injected).toBe(1);
  }, 60_000);

  it('renews an expired access token once on its 401 and carries on', async () => {
    const before = await hl.companyToken(agency.userId);
    hl.highLevel.oauth.expireAccessToken(before!);
    const started = new Date();
    await hl.requestSync(agency.userId);
    await syncedAfter(hl, agency.userId, started);
    const after = await hl.companyToken(agency.userId);
    expect(after).not.toBe(before);
    const refreshes = hl.highLevel.requests.filter((request) => request.path === '/oauth/token');
    expect(refreshes.at(-1)).toMatchObject({ method: 'POST', status: 200 });
  }, 60_000);

  it('retries 5xx answers with backoff until HighLevel answers', async () => {
    hl.highLevel.faults.inject({ status: 503, count: 2, path: '/oauth/installedLocations' });
    const started = new Date();
    await hl.requestSync(agency.userId);
    await syncedAfter(hl, agency.userId, started);
    const installed = hl.highLevel.requests.filter(
      (request) => request.path === '/oauth/installedLocations' && request.status === 200,
    );
    expect(installed.length).toBeGreaterThan(0);
    expect(hl.highLevel.faults.injected).toBe(3);
  }, 90_000);

  it('loses nothing while HighLevel is down for a while, and syncs once it is back', async () => {
    await hl.highLevel.down();
    const started = new Date();
    await hl.requestSync(agency.userId);
    // The first attempt meets a refused connection; the retry waits with backoff.
    await sleep(3_000);
    const whileDown: unknown[] = await hl.stack.env.db.query(
      `SELECT 1 FROM highlevel_locations WHERE user_id = $1 AND synced_at > $2`,
      [agency.userId, started],
    );
    expect(whileDown).toHaveLength(0);
    await hl.highLevel.up();
    await syncedAfter(hl, agency.userId, started);
  }, 120_000);

  it('mints every sub-account’s token at once on a pool of two connections', async () => {
    // Each minting once held a pooled connection while it waited for a second (the company
    // token's): as many at once as the pool had connections waited for ever.
    const url = (hl.stack.env.db.options as { url: string }).url;
    const smallPool = await createDataSource({ url, poolSize: 2 }).initialize();
    const kit = createHighLevelKit(hl.stack.worker.get(APP_CONFIG), smallPool, () => undefined);
    try {
      await hl.stack.env.db.query(
        `UPDATE highlevel_locations SET access_token = NULL, expires_at = NULL WHERE user_id = $1`,
        [agency.userId],
      );
      const minted = Promise.all(
        hl.highLevel.demo.locationIds.map((id) => kit!.tokens.location(agency.userId, id).token()),
      );
      const tokens = await Promise.race([minted, sleep(20_000).then(() => 'stuck' as const)]);
      expect(tokens).toHaveLength(hl.highLevel.demo.locationIds.length);
      const stored: unknown[] = await hl.stack.env.db.query(
        `SELECT 1 FROM highlevel_locations WHERE user_id = $1 AND access_token IS NOT NULL`,
        [agency.userId],
      );
      expect(stored).toHaveLength(hl.highLevel.demo.locationIds.length);
    } finally {
      await kit?.close();
      await smallPool.destroy();
    }
  }, 60_000);

  it('marks a revoked grant broken, clears its tokens and tells the agency by e-mail and in Settings', async () => {
    hl.highLevel.oauth.revokeCompany(hl.highLevel.demo.companyId);
    await hl.requestSync(agency.userId);
    const view = await waitFor(
      'the broken connection',
      async () => {
        const answer = await hl.stack.api.get('/api/highlevel', agency.cookie);
        return answer.body.status === 'broken' ? answer.body : undefined;
      },
      { timeoutMs: 30_000 },
    );
    expect(view.reason).toContain('Reconnect');
    const [row] = (await hl.stack.env.db.query(
      `SELECT access_token, refresh_token FROM highlevel_connections WHERE user_id = $1`,
      [agency.userId],
    )) as { access_token: Buffer | null; refresh_token: Buffer | null }[];
    expect(row).toEqual({ access_token: null, refresh_token: null });
    const [{ email }] = (await hl.stack.env.db.query(
      `SELECT email FROM retainly_users WHERE id = $1`,
      [agency.userId],
    )) as { email: string }[];
    const mail = await waitFor('the e-mail to the agency', () =>
      hl.stack.mail.mails.find(
        (each) => each.to.includes(email) && each.subject.includes('HighLevel'),
      ),
    );
    expect(mail.subject).toBe('Your HighLevel connection needs attention');
    expect(mail.text).toContain(`${hl.appUrl}/app`);
  }, 60_000);
});
