import { performance } from 'node:perf_hooks';
import {
  me,
  paidUserWithSession,
  PROPAGATION_MS,
  refused,
  revokeUnannounced,
  seenWithin,
  sessionFor,
  startCachedApis,
  stopApis,
  terminateListeners,
  waitForListeners,
  type RunningApi,
} from '../support/cached-apis';
import { runNode } from '../support/processes';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/**
 * Two built api processes on one PostgreSQL and Redis, each caching sessions in memory: a
 * change made anywhere (the other api, the user:access script, any SQL) is refused or seen by
 * both within PROPAGATION_MS, and an api whose LISTEN connection is gone serves nothing from
 * memory.
 */
describe('the session cache across two api processes', () => {
  let env: TestEnvironment;
  let apis: RunningApi[];
  let a: RunningApi;
  let b: RunningApi;

  beforeAll(async () => {
    env = await createTestEnvironment();
    apis = await startCachedApis(env, 2);
    [a, b] = apis;
  });

  afterAll(async () => {
    if (apis) await stopApis(apis);
    await env?.dispose();
  });

  /** Both apis answer the session (so both hold it in memory) before the change under test. */
  async function warm(token: string) {
    for (const api of apis) expect((await me(api, token)).status).toBe(200);
  }

  it('serves sessions from memory: a revocation nobody announces is not seen (the control)', async () => {
    const user = await paidUserWithSession(env, 'control');
    await warm(user.token);
    await revokeUnannounced(env, user.token);
    // PostgreSQL says revoked; both apis still answer from memory, as they would for up to the
    // TTL if the trigger's NOTIFY did not exist. Every test below relies on that NOTIFY.
    for (const api of apis) expect((await me(api, user.token)).status).toBe(200);
  });

  it('a sign-out on one api is refused by the other at once', async () => {
    const user = await paidUserWithSession(env, 'signout');
    await warm(user.token);
    const res = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: `retainly_session=${user.token}`, 'x-retainly-client': 'web' },
    });
    expect(res.status).toBe(204);
    const since = performance.now();
    expect(await seenWithin(b, user.token, since, refused)).toBeLessThanOrEqual(PROPAGATION_MS);
    expect((await me(a, user.token)).status).toBe(401);
  });

  it("'sign out of all devices' on one api ends the user's other sessions on both", async () => {
    const user = await paidUserWithSession(env, 'everywhere');
    const otherDevice = await sessionFor(env, user.id);
    await warm(otherDevice);
    const res = await fetch(`${a.url}/api/auth/logout-all`, {
      method: 'POST',
      headers: { cookie: `retainly_session=${user.token}`, 'x-retainly-client': 'web' },
    });
    expect(res.status).toBe(204);
    const since = performance.now();
    for (const api of apis) {
      expect(await seenWithin(api, otherDevice, since, refused)).toBeLessThanOrEqual(
        PROPAGATION_MS,
      );
    }
  });

  it('`npm run user:access -- <email> NO` (another process) is refused by both apis at once', async () => {
    const user = await paidUserWithSession(env, 'script');
    await warm(user.token);
    const script = await runNode(
      'scripts/user-access.js',
      env.env({ LOG_LEVEL: 'silent' }),
      20_000,
      [user.email, 'NO'],
    );
    expect(script).toMatchObject({ code: 0 });
    const since = performance.now();
    for (const api of apis) {
      expect(await seenWithin(api, user.token, since, refused)).toBeLessThanOrEqual(PROPAGATION_MS);
    }
  });

  it('a plan change by the script is what both apis answer at once', async () => {
    const user = await paidUserWithSession(env, 'plan');
    await warm(user.token);
    const script = await runNode(
      'scripts/user-access.js',
      env.env({ LOG_LEVEL: 'silent' }),
      20_000,
      [user.email, 'YES', 'BASIC'],
    );
    expect(script).toMatchObject({ code: 0 });
    const since = performance.now();
    for (const api of apis) {
      const basic = (answer: Awaited<ReturnType<typeof me>>) => answer.body.plan === 'BASIC';
      expect(await seenWithin(api, user.token, since, basic)).toBeLessThanOrEqual(PROPAGATION_MS);
    }
  });

  // Whoever writes (api, worker, console, script, psql): the trigger announces every change.
  it.each([
    ['access removed', `UPDATE retainly_users SET approval = 'NO' WHERE id = $1`, 'NO'],
    [
      'trial started',
      `UPDATE retainly_users SET approval = 'TRIALING', trial_ends_at = now() - interval '1 day' WHERE id = $1`,
      'expired',
    ],
    [
      'questionnaire reset',
      `UPDATE retainly_users SET initial_questions_completed = false WHERE id = $1`,
      'questions',
    ],
    ['account deleted', `DELETE FROM retainly_users WHERE id = $1`, 401],
    ['session expired', `UPDATE sessions SET expires_at = now() WHERE user_id = $1`, 401],
    ['session deleted', `DELETE FROM sessions WHERE user_id = $1`, 401],
  ] as const)('%s by SQL is seen by both apis at once', async (_, sql, expected) => {
    const user = await paidUserWithSession(env, 'sql');
    await warm(user.token);
    await env.db.query(sql, [user.id]);
    const since = performance.now();
    const seen = (answer: Awaited<ReturnType<typeof me>>) =>
      expected === 401
        ? answer.status === 401
        : expected === 'NO'
          ? answer.body.approval === 'NO'
          : expected === 'expired'
            ? answer.body.isTrialExpired === true
            : answer.body.initialQuestionsCompleted === false;
    for (const api of apis) {
      expect(await seenWithin(api, user.token, since, seen)).toBeLessThanOrEqual(PROPAGATION_MS);
    }
  });

  it('fails safe: with its LISTEN connection gone an api serves nothing from memory, then recovers', async () => {
    const user = await paidUserWithSession(env, 'failsafe');
    await warm(user.token);
    expect(await terminateListeners(env)).toBe(2);
    // A change no notification can carry now: only an api reading PostgreSQL refuses it.
    await revokeUnannounced(env, user.token);
    const since = performance.now();
    for (const api of apis) {
      expect(await seenWithin(api, user.token, since, refused)).toBeLessThanOrEqual(PROPAGATION_MS);
    }

    // Each api LISTENs again by itself and serves from memory again (the control, once more).
    await waitForListeners(env, 2);
    const after = await paidUserWithSession(env, 'recovered');
    await warm(after.token);
    await revokeUnannounced(env, after.token);
    for (const api of apis) expect((await me(api, after.token)).status).toBe(200);
  });
});
