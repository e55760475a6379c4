import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { hashToken, newToken } from '@retainly/database';
import { SESSION_LISTENER_NAME } from '../../apps/api/src/auth/session-change-listener';
import { insertSession, paidAgency, userWithSession } from './factories';
import { freePort } from './free-port';
import { exited, startNode } from './processes';
import type { TestEnvironment } from './test-environment';
import { waitFor } from './wait-for';

/**
 * What the multi-process session cache tests allow between a change and every api's refusal:
 * far under the cache's 30 s TTL, so only the change's NOTIFY explains a refusal in time (the
 * control test shows the cache serving an unannounced revocation). How fast it really is, the
 * issue's 50 ms, is a speed figure: `npm run bench:api` prints `revocation p99` on a quiet
 * machine, where a loaded CI machine would only measure its own scheduling.
 */
export const PROPAGATION_MS = 1_000;

export interface RunningApi {
  url: string;
  child: ChildProcess & { output: string[] };
}

/** Built api processes on the test's database and Redis, with the session cache on. */
export async function startCachedApis(env: TestEnvironment, count: number): Promise<RunningApi[]> {
  const apis: RunningApi[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = startNode(
      'apps/api/src/main.js',
      env.env({ PORT: String(port), APP_URL: url, SESSION_CACHE_TTL_MS: '30000' }),
    );
    apis.push({ url, child });
  }
  for (const api of apis) {
    await waitFor(
      `${api.url}/api/health (output: ${api.child.output.join('')})`,
      () =>
        fetch(`${api.url}/api/health`).then(
          (res) => res.ok,
          () => false,
        ),
      { timeoutMs: 30_000, intervalMs: 200 },
    );
  }
  await waitForListeners(env, count);
  return apis;
}

export async function stopApis(apis: RunningApi[]): Promise<void> {
  for (const { child } of apis) child.kill('SIGTERM');
  await Promise.all(apis.map(({ child }) => exited(child)));
}

/** Until `count` api processes hold their LISTEN connection on this test's database. */
export async function waitForListeners(env: TestEnvironment, count: number): Promise<void> {
  await waitFor(`${count} session cache listeners`, async () => {
    const [{ n }] = await env.db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE application_name = $1 AND datname = current_database()`,
      [SESSION_LISTENER_NAME],
    );
    return n === count;
  });
}

/** Ends every api's LISTEN connection from the server side (the channel goes down). */
export async function terminateListeners(env: TestEnvironment): Promise<number> {
  const rows: unknown[] = await env.db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE application_name = $1 AND datname = current_database()`,
    [SESSION_LISTENER_NAME],
  );
  return rows.length;
}

/** A paid, approved agency with a live session; returns its id, e-mail and session token. */
export async function paidUserWithSession(env: TestEnvironment, label: string) {
  const { id, email, token } = await userWithSession(
    env.db,
    paidAgency({ email: `${label}.${newToken().token.slice(0, 8).toLowerCase()}@agency.test` }),
  );
  return { id, email, token };
}

export const sessionFor = (env: TestEnvironment, userId: string): Promise<string> =>
  insertSession(env.db, userId);

/**
 * Revokes a session with triggers off for this transaction: no NOTIFY, the way a change would
 * go unseen while an api's channel is down. Only a process reading PostgreSQL can notice it.
 */
export async function revokeUnannounced(env: TestEnvironment, token: string): Promise<void> {
  await env.db.transaction(async (manager) => {
    await manager.query(`SET LOCAL session_replication_role = replica`);
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [
      hashToken(token),
    ]);
  });
}

export async function me(api: RunningApi, token: string) {
  const res = await fetch(`${api.url}/api/me`, {
    headers: { cookie: `retainly_session=${token}` },
  });
  return {
    status: res.status,
    body: res.ok ? ((await res.json()) as Record<string, unknown>) : {},
  };
}

/**
 * Polls GET /api/me (no sleeps) from `since` until `done` holds. Returns how long after `since`
 * the first request that saw it was sent, or throws once requests sent after `PROPAGATION_MS`
 * still do not see it.
 */
export async function seenWithin(
  api: RunningApi,
  token: string,
  since: number,
  done: (answer: Awaited<ReturnType<typeof me>>) => boolean,
): Promise<number> {
  for (;;) {
    const sentAt = performance.now() - since;
    const answer = await me(api, token);
    if (done(answer)) return sentAt;
    if (sentAt > PROPAGATION_MS) {
      throw new Error(
        `${api.url} still answered ${answer.status} ${JSON.stringify(answer.body)} ${Math.round(sentAt)} ms after the change`,
      );
    }
  }
}

export const refused = (answer: { status: number }) => answer.status === 401;
