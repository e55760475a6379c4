import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { withTimeout } from '@retainly/queues';
import { RedisProxy } from '../support/redis-proxy';
import { sleep } from '../support/wait-for';

/** Far below the 2.5 to 15 s the routes used to hang before answering 500. */
const ANSWER_WITHIN_MS = 3_000;

/** Fails unless `call` answers within ANSWER_WITHIN_MS. */
const answered = <T>(call: Promise<T>) => withTimeout(call, ANSWER_WITHIN_MS, 'the answer');

describe('rate-limited routes while Redis is unreachable', () => {
  let stack: AccountsStack;
  let redis: RedisProxy;
  let email: string;

  beforeAll(async () => {
    redis = await RedisProxy.start();
    stack = await startAccountsStack({ REDIS_URL: redis.url });
    email = newEmail();
    await stack.signUpAndConfirm(email);
    await redis.cut();
  });

  afterAll(async () => {
    await redis?.resume();
    await sleep(2_000); // lets the worker's queue connections come back, so it closes cleanly
    await stack?.close();
    await redis?.cut();
  });

  it('answers sign-in, sign-up, account status and the portal at once instead of 500', async () => {
    const login = await answered(stack.api.post('/api/auth/login', { email, password: PASSWORD }));
    expect(login.status).toBe(200);
    expect(login.cookie).toBeDefined();

    const signUp = await answered(
      stack.api.post('/api/auth/signup', { email: newEmail(), password: PASSWORD }),
    );
    expect(signUp.status).toBe(202);

    const status = await answered(
      stack.api.post('/api/auth/account-status', { email: newEmail() }),
    );
    expect(status.status).toBe(200);

    expect((await answered(stack.api.get('/api/portal/NoSuchVersion1'))).status).toBe(404);
  });

  it('still limits each client, in this process, until Redis returns', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await answered(
        stack.app.inject({
          method: 'POST',
          url: '/api/auth/account-status',
          headers: {
            'content-type': 'application/json',
            'x-retainly-client': 'web',
            'x-forwarded-for': '198.51.100.7',
          },
          remoteAddress: '198.51.100.7',
          payload: JSON.stringify({ email: newEmail() }),
        }),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
