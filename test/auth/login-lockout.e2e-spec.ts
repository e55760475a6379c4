import { loadConfig } from '@retainly/config';
import type { Redis } from 'ioredis';
import {
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_LOCK_MS,
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
import { RedisProxy } from '../support/redis-proxy';
import { waitFor } from '../support/wait-for';

describe('login lockout counts failed attempts only, per address and client IP', () => {
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

  it('lets the right password in after 9 failures, and locks that IP out at the 10th with Retry-After', async () => {
    const email = await confirmedUser();
    const ip = newIp();
    for (let i = 0; i < 9; i += 1) {
      expect((await login(email, 'not-my-password', ip)).status).toBe(401);
    }
    const owner = await login(email, PASSWORD, ip);
    expect(owner.status).toBe(200);
    expect(owner.retryAfter).toBeUndefined();

    // The success did not wipe the failures: one more makes ten, and this IP is locked out.
    expect((await login(email, 'not-my-password', ip)).status).toBe(401);
    for (const password of ['still-not-it', PASSWORD]) {
      const locked = await login(email, password, ip);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      expect(Number(locked.retryAfter)).toBeGreaterThan(590);
      expect(Number(locked.retryAfter)).toBeLessThanOrEqual(600);
    }
  });

  it('does not lock the owner out from another IP after 10 failures from a guesser', async () => {
    const email = await confirmedUser();
    const guesser = newIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await login(email, `guess ${i}`, guesser)).status).toBe(401);
    }
    expect((await login(email, PASSWORD, guesser)).status).toBe(429);
    const owner = await login(email, PASSWORD, newIp());
    expect(owner.status).toBe(200);
    // The owner's success does not unlock the guesser.
    expect((await login(email, PASSWORD, guesser)).status).toBe(429);
  });

  it(`locks the address for everyone after ${ADDRESS_FAILURE_LIMIT} failures from many IPs`, async () => {
    const email = await confirmedUser();
    const guessers = ADDRESS_FAILURE_LIMIT / LOGIN_FAILURE_LIMIT;
    for (let g = 0; g < guessers; g += 1) {
      const ip = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
        statuses.push((await login(email, `guess ${g}-${i}`, ip)).status);
      }
      expect(statuses.every((status) => status === 401)).toBe(true);
    }
    for (const password of ['one more', PASSWORD]) {
      const locked = await login(email, password, newIp());
      expect(locked.status).toBe(429);
      expect(Number(locked.retryAfter)).toBeGreaterThan(ADDRESS_LOCK_MS / 1000 - 60);
      expect(Number(locked.retryAfter)).toBeLessThanOrEqual(ADDRESS_LOCK_MS / 1000);
    }
    // Another address is untouched.
    expect((await login(await confirmedUser(), PASSWORD, newIp())).status).toBe(200);
  });

  it('gives an attempt back when checking it fails (no lock from server errors)', async () => {
    const email = await confirmedUser();
    const ip = newIp();
    // The database fails mid-check: the user lookup cannot read the password column.
    await stack.env.db.query(
      'ALTER TABLE retainly_users RENAME COLUMN password_hash TO password_hash_away',
    );
    const statuses: number[] = [];
    try {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i += 1) {
        statuses.push((await login(email, PASSWORD, ip)).status);
      }
    } finally {
      await stack.env.db.query(
        'ALTER TABLE retainly_users RENAME COLUMN password_hash_away TO password_hash',
      );
    }
    expect(statuses.every((status) => status === 500)).toBe(true);
    expect((await login(email, PASSWORD, ip)).status).toBe(200);
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
        await (await attempts.begin(email, '192.0.2.1')).failed();
      }
      await expect(attempts.begin(email, '192.0.2.1')).rejects.toBeInstanceOf(LoginLocked);
      await (await attempts.begin(email, '192.0.2.2')).succeeded();
      await (await attempts.begin('someone-else@agency.test', '192.0.2.1')).succeeded();
    } finally {
      attempts.onModuleDestroy();
    }
  });

  it('settles an attempt in the store that counted it, even when Redis goes away meanwhile', async () => {
    const proxy = await RedisProxy.start();
    const attempts = new LoginAttempts(loadConfig(stack.env.env({ REDIS_URL: proxy.url })));
    const status = () => (attempts as unknown as { redis: Redis }).redis.status;
    const email = newEmail().toLowerCase();
    const ip = '192.0.2.3';
    try {
      await waitFor('Redis connected', () => status() === 'ready');
      await proxy.cut();
      await waitFor('Redis gone', () => status() !== 'ready');
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) {
        await (await attempts.begin(email, ip)).failed(); // counted in memory
      }
      await proxy.resume();
      await waitFor('Redis back', () => status() === 'ready');
      const counted = await attempts.begin(email, ip); // counted in Redis
      await proxy.cut();
      await waitFor('Redis gone again', () => status() !== 'ready');
      // Its success cannot reach Redis, and must not lower the memory count instead.
      await counted.succeeded();
      await (await attempts.begin(email, ip)).failed(); // the 10th failure in memory
      await expect(attempts.begin(email, ip)).rejects.toBeInstanceOf(LoginLocked);
    } finally {
      attempts.onModuleDestroy();
      await proxy.cut();
    }
  });
});
