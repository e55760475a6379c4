import { createHash, randomBytes } from 'node:crypto';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import type { BenchDatabase } from './bench-database';
import { percentile } from './stats';

const SIGN_OUTS = 200;

export interface RevocationFigures {
  /** From a revocation's commit until a request to an api that held the session is refused. */
  p50: number;
  p99: number;
  max: number;
  /** One GET /api/me round trip to the other api: the resolution of the figure above. */
  roundTripP50: number;
}

/**
 * Two more api processes with the session cache on (production's TTL): a session is read by
 * both (so both hold it in memory), then revoked, then each is asked again and again, with no
 * pause, until it refuses. The issue asks for 50 ms at most.
 */
export async function measureRevocation(
  bench: BenchDatabase,
  userId: string,
  ports: [number, number],
): Promise<RevocationFigures> {
  const children = ports.map((port) => spawnApi(bench, port));
  const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    await Promise.all([a, b].map((url) => waitUntilUp(`${url}/api/health`)));
    const delays: number[] = [];
    const roundTrips: number[] = [];
    for (let i = 0; i < SIGN_OUTS; i += 1) {
      const cookie = { cookie: `retainly_session=${await newSession(bench, userId)}` };
      for (const url of [a, b]) await expectStatus(`${url}/api/me`, cookie, 200);
      // What a sign-out commits (SessionsService.revoke), made here so no rate limit interferes.
      await bench.db.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [
        tokenHash(cookie.cookie.split('=')[1]),
      ]);
      const since = performance.now();
      for (const url of [a, b]) {
        for (;;) {
          const sentAt = performance.now();
          const status = (await fetch(`${url}/api/me`, { headers: cookie })).status;
          roundTrips.push(performance.now() - sentAt);
          if (status === 401) break;
          if (sentAt - since > 5_000) throw new Error(`${url} still served it after 5 s`);
        }
        delays.push(performance.now() - since);
      }
    }
    return {
      p50: percentile(delays, 0.5),
      p99: percentile(delays, 0.99),
      max: Math.max(...delays),
      roundTripP50: percentile(roundTrips, 0.5),
    };
  } finally {
    await stopAll(children);
  }
}

async function newSession(bench: BenchDatabase, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await bench.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [userId, tokenHash(token)],
  );
  return token;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

async function expectStatus(url: string, headers: Record<string, string>, expected: number) {
  const { status } = await fetch(url, { headers });
  if (status !== expected) throw new Error(`${url} answered ${status}, not ${expected}`);
}
