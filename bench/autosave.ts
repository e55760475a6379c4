import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { fetchSend, type Send } from './http-client';
import { atSteadyRate } from './steady-rate';

export const BENCH_INPUTS = {
  targeting: 'Dentists in Austin with two to five chairs',
  situation: 'They miss calls while with patients, and those callers book elsewhere',
  solution: 'A text-back system that answers every missed call within a minute',
};
export const BENCH_OFFER = {
  headline: 'Never lose a patient to a missed call again',
  subheadline: 'Every missed call gets a friendly text within a minute, day or night.',
  shortVersion: 'x'.repeat(300),
  longVersion: 'y'.repeat(1500),
};
/** What the marketing tool autosaves: its three inputs and a generated offer (about 2 KB). */
const AUTOSAVE_BODY = JSON.stringify({
  data: { activeTab: 'offer', aiOfferData: { ...BENCH_INPUTS, ...BENCH_OFFER } },
});

/**
 * The tool-data autosave (PUT /api/tool-data/marketing) at a steady `rate`. autocannon's rate
 * limit sends each second's requests in a burst, which measures its burst rather than the api.
 * The client saves at most once a second per user, so `rate` req/s is that many people typing:
 * each request is one of `cookies` (as many as `rate`), in turn, on its own row.
 */
export async function autosaveAtSteadyRate(
  apiUrl: string,
  cookies: string[],
  rate: number,
  seconds: number,
  send: Send = fetchSend,
) {
  const url = `${apiUrl}/api/tool-data/marketing`;
  const figures = await atSteadyRate(rate, seconds, async (i) => {
    const response = await send(url, {
      method: 'PUT',
      body: AUTOSAVE_BODY,
      headers: {
        'content-type': 'application/json',
        'x-retainly-client': 'web',
        cookie: cookies[i % cookies.length]!,
      },
    });
    return response.status >= 200 && response.status < 300;
  });
  if (figures.failed > 0) throw new Error(`${url}: ${figures.failed} failed saves`);
  return figures;
}

/** `count` paid users with a session each; returns their cookies. */
export async function paidUserCookies(db: DataSource, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const users: { id: string }[] = await db.query(
    `INSERT INTO retainly_users
       (email, approval, plan, initial_questions_completed, trial_started_at, trial_ends_at,
        email_confirmed_at)
     SELECT 'typist' || i || '@retainly.test', 'YES', 'ADVANCED', true,
            now() - interval '30 days', now() - interval '23 days', now()
       FROM generate_series(1, $1) AS i
     RETURNING id`,
    [count],
  );
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT unnest($1::uuid[]), unnest($2::bytea[]), now() + interval '1 day'`,
    [
      users.map((user) => user.id),
      tokens.map((token) => createHash('sha256').update(token).digest()),
    ],
  );
  return tokens.map((token) => `retainly_session=${token}`);
}
