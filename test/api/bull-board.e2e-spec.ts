import { ALL_QUEUES } from '@retainly/events';
import { Redis } from 'ioredis';
import { QueueRegistry } from '@retainly/queues';
import { RATE_LIMIT_MESSAGE } from '../../apps/api/src/auth/rate-limit.module';
import { BASIC_AUTH_LIMIT } from '../../apps/api/src/operators/failed-attempts';
import { injectGet } from '../support/api-client';
import { TEST_REDIS_URL } from '../support/test-environment';
import { basic, OPERATOR, useOperationsApi } from './operations-support';

describe('api operations surface', () => {
  const ops = useOperationsApi();

  describe('/admin/queues (Bull Board)', () => {
    it.each([
      ['no credentials', undefined],
      ['a wrong password', basic('ops', 'wrong password!')],
      ['a wrong user', basic('root', OPERATOR.OPERATOR_PASSWORD)],
      ['a malformed header', 'Basic !!!'],
    ])('answers 401 to %s', async (_, authorization) => {
      const res = await injectGet(ops.app, '/admin/queues', authorization ? { authorization } : {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Basic');
      expect(res.body).not.toContain('marketing-webhooks');
    });

    it('guards its JSON API too', async () => {
      const res = await injectGet(ops.app, '/admin/queues/api/queues');
      expect(res.statusCode).toBe(401);
    });

    it(`locks an IP out after ${BASIC_AUTH_LIMIT.failures} wrong Basic credentials: 429 with Retry-After, even for the right ones`, async () => {
      const attempt = (remoteAddress: string, password: string) =>
        ops.app.inject({
          method: 'GET',
          url: '/admin/queues/api/queues',
          remoteAddress,
          headers: { authorization: basic(OPERATOR.OPERATOR_USER, password) },
        });
      const guesser = '203.0.113.7';
      for (let i = 1; i <= BASIC_AUTH_LIMIT.failures - 1; i++) {
        expect((await attempt(guesser, `guess ${i}`)).statusCode).toBe(401);
      }
      // The last allowed failure already answers 429: there is nothing left to try.
      const last = await attempt(guesser, 'guess last');
      expect(last.statusCode).toBe(429);
      for (const password of ['one more', OPERATOR.OPERATOR_PASSWORD]) {
        const locked = await attempt(guesser, password);
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toBe(RATE_LIMIT_MESSAGE);
        const retryAfter = Number(locked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(BASIC_AUTH_LIMIT.windowMs / 1000 - 60);
        expect(retryAfter).toBeLessThanOrEqual(BASIC_AUTH_LIMIT.windowMs / 1000);
      }
      // Counted in Redis (shared by every api replica), under the rate limits' prefix.
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${ops.env.queuePrefix}:throttle:*${guesser}`);
      redis.disconnect();
      expect(keys).toHaveLength(1);

      // Another IP is not locked out, and right credentials never count.
      const operator = '203.0.113.8';
      for (let i = 0; i < BASIC_AUTH_LIMIT.failures + 2; i++) {
        expect((await attempt(operator, OPERATOR.OPERATOR_PASSWORD)).statusCode).toBe(200);
      }
      expect((await attempt(operator, 'typo')).statusCode).toBe(401);
    });

    it('counts Basic attempts before checking them: a parallel burst gets at most the limit compared', async () => {
      const burst = 3 * BASIC_AUTH_LIMIT.failures;
      const passwords = Array.from({ length: burst - 1 }, (_, i) => `parallel guess ${i}`);
      passwords.push(OPERATOR.OPERATOR_PASSWORD); // the right one, sent after the limit
      const answers = await Promise.all(
        passwords.map((password) =>
          ops.app.inject({
            method: 'GET',
            url: '/admin/queues/api/queues',
            remoteAddress: '203.0.113.9',
            headers: { authorization: basic(OPERATOR.OPERATOR_USER, password) },
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(
        BASIC_AUTH_LIMIT.failures,
      );
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    });

    describe('writes (CSRF)', () => {
      const queue = () => ops.app.get(QueueRegistry).get(ALL_QUEUES[0]);
      const put = (action: 'pause' | 'resume', headers: Record<string, string>) =>
        ops.app.inject({
          method: 'PUT',
          url: `/admin/queues/api/queues/${encodeURIComponent(queue().name)}/${action}`,
          remoteAddress: '203.0.113.20',
          headers: {
            authorization: basic(OPERATOR.OPERATOR_USER, OPERATOR.OPERATOR_PASSWORD),
            ...headers,
          },
        });

      it.each([
        ['from another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }],
        [
          'from a sibling site',
          { 'sec-fetch-site': 'same-site', origin: 'https://x.localhost:3000' },
        ],
        ['with another Origin only', { origin: 'https://evil.test' }],
        ['with neither Origin nor the header', {}],
      ])('refuses a write %s (403 csrf), Basic credentials and all', async (_, headers) => {
        const res = await put('pause', headers);
        expect([res.statusCode, res.json().code]).toEqual([403, 'csrf']);
        const add = await ops.app.inject({
          method: 'POST',
          url: `/admin/queues/api/queues/${encodeURIComponent(queue().name)}/add`,
          remoteAddress: '203.0.113.20',
          headers: {
            authorization: basic(OPERATOR.OPERATOR_USER, OPERATOR.OPERATOR_PASSWORD),
            ...headers,
          },
          payload: { name: 'forged', data: {} },
        });
        expect(add.statusCode).toBe(403);
        expect(await queue().isPaused()).toBe(false);
        const jobs = await queue().getJobs(['waiting', 'paused', 'delayed', 'prioritized']);
        expect(jobs.filter((job) => job.name === 'forged')).toEqual([]);
      });

      it('takes a write from the board’s own page (same origin) or with the client header', async () => {
        const sameOrigin = await put('pause', {
          'sec-fetch-site': 'same-origin',
          origin: 'http://127.0.0.1:1',
        });
        expect(sameOrigin.statusCode).toBe(200);
        expect(await queue().isPaused()).toBe(true);
        // A browser without Sec-Fetch-Site: the Origin must be the app's (APP_URL).
        const appOrigin = await put('resume', { origin: new URL(ops.env.config().APP_URL).origin });
        expect(appOrigin.statusCode).toBe(200);
        expect(await queue().isPaused()).toBe(false);
        const script = await put('pause', { 'x-retainly-client': 'web' });
        expect(script.statusCode).toBe(200);
        expect(await queue().isPaused()).toBe(true);
        await queue().resume();
      });
    });

    it('shows every queue to an operator', async () => {
      const authorization = basic(OPERATOR.OPERATOR_USER, OPERATOR.OPERATOR_PASSWORD);
      const page = await injectGet(ops.app, '/admin/queues', { authorization });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');

      const api = await injectGet(ops.app, '/admin/queues/api/queues', { authorization });
      expect(api.statusCode).toBe(200);
      expect(
        api
          .json()
          .queues.map((q: { name: string }) => q.name)
          .sort(),
      ).toEqual([...ALL_QUEUES].sort());
    });
  });
});
