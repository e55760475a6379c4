import { loadConfig } from '@retainly/config';
import {
  LOGIN_FAILURE_LIMIT,
  LoginAttempts,
  LoginLocked,
} from '../../apps/api/src/auth/login-attempts';
import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';

describe('login lockout counts failed attempts only', () => {
  let stack: AccountsStack;
  let ipCount = 0;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** Each test signs in from its own address, so the per-IP limit (30 a minute) stays out of it. */
  const newIp = () => `198.51.100.${(ipCount += 1)}`;

  async function login(email: string, password: string, ip: string) {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
      payload: JSON.stringify({ email, password }),
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
  }

  async function confirmedUser(): Promise<string> {
    const email = newEmail();
    await stack.signUpAndConfirm(email);
    return email;
  }

  it('lets the right password in after 9 failures, and locks at the 10th with Retry-After', async () => {
    const email = await confirmedUser();
    const ip = newIp();
    for (let i = 0; i < 9; i += 1) {
      expect((await login(email, 'not-my-password', ip)).status).toBe(401);
    }
    const owner = await login(email, PASSWORD, ip);
    expect(owner.status).toBe(200);
    expect(owner.retryAfter).toBeUndefined();

    // The success did not wipe the failures: one more makes ten, and the address is locked.
    expect((await login(email, 'not-my-password', ip)).status).toBe(401);
    for (const password of ['still-not-it', PASSWORD]) {
      const locked = await login(email, password, newIp());
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      expect(Number(locked.retryAfter)).toBeGreaterThan(590);
      expect(Number(locked.retryAfter)).toBeLessThanOrEqual(600);
    }
  });

  it('never locks an owner who signs in successfully, however often', async () => {
    const email = await confirmedUser();
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 3; i += 1) {
      statuses.push((await login(email, PASSWORD, ip)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('counts unknown addresses too, so a lock tells nothing about which accounts exist', async () => {
    const email = newEmail();
    const ip = newIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await login(email, PASSWORD, ip)).status).toBe(404);
    }
    expect((await login(email, PASSWORD, ip)).status).toBe(429);
  });

  it('keeps counting in memory, without failing sign-in, when Redis does not answer', async () => {
    const config = loadConfig(stack.env.env({ REDIS_URL: 'redis://127.0.0.1:1' }));
    const attempts = new LoginAttempts(config);
    try {
      const email = newEmail().toLowerCase();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
        await (await attempts.begin(email)).failed();
      }
      await expect(attempts.begin(email)).rejects.toBeInstanceOf(LoginLocked);
      await (await attempts.begin('someone-else@agency.test')).succeeded();
    } finally {
      attempts.onModuleDestroy();
    }
  });
});
