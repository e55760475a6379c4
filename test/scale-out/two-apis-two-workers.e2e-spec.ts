import { DAY_MS } from '@retainly/domain';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { DomainEvent } from '@retainly/events';
import { LOGIN_FAILURE_LIMIT } from '../../apps/api/src/auth/login-attempts';
import { EMAIL_THROTTLE_LIMIT } from '../../apps/api/src/auth/rate-limit.module';
import { TRIAL_RECONCILER } from '../../apps/worker/src/trial-offers/trial-reconciler';
import { who } from '../agency-endpoints/endpoint-helpers';
import type { ApiResponse } from '../support/api-client';
import { userSignedUp } from '../support/events';
import { insertUser } from '../support/factories';
import type { HttpApi } from '../support/http-api';
import { sleep, waitFor } from '../support/wait-for';
import type { WebhookReceiver } from '../support/webhook-receiver';
import {
  agencyWithEndpoint,
  newEmail,
  PASSWORD,
  portalClients,
  signUpAcrossApis,
} from './scale-accounts';
import {
  OUTCOME_SWEEP_MS,
  startScaleStack,
  TRIAL_RECONCILE_MS,
  type ScaleStack,
} from './scale-stack';

const MARKETING_EVENTS = 300;
const AGENCY_EVENTS = 100;
/** Periods the once-per-period counts span at least: a pass run by both workers would double. */
const OBSERVED_PERIODS = 8;

/** Commits `events` in transactions of ten, all at once, as many api requests would. */
async function commitAtOnce(db: DataSource, events: DomainEvent[]): Promise<string[]> {
  const batches = Array.from({ length: Math.ceil(events.length / 10) }, (_, i) =>
    events.slice(i * 10, i * 10 + 10),
  );
  const ids = await Promise.all(
    batches.map((batch) => db.transaction((manager) => appendEvents(manager, batch))),
  );
  return ids.flat();
}

/** The webhook-ids a receiver got more than once. */
function repeatedIds(receiver: WebhookReceiver): string[] {
  const seen = new Map<string, number>();
  for (const { id } of receiver.requests) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

/** The number of the first attempt refused with 429 (0 if none of `max` was). */
async function firstRefusal(max: number, attempt: (n: number) => Promise<ApiResponse>) {
  for (let n = 1; n <= max; n += 1) if ((await attempt(n)).status === 429) return n;
  return 0;
}

/** Run times (ms) of the outcome sweep in every worker's log. */
function sweepTimes(stack: ScaleStack): number[] {
  return stack
    .workerOutputs()
    .flatMap((output) => output.split('\n'))
    .filter((line) => line.includes('"outcome sweep"'))
    .map((line) => (JSON.parse(line) as { time: number }).time);
}

async function trialReconcilerRuns(db: DataSource): Promise<number> {
  const [row]: { runs: string }[] = await db.query(
    `SELECT runs FROM periodic_runs WHERE name = $1`,
    [TRIAL_RECONCILER],
  );
  return Number(row?.runs ?? 0);
}

describe('two apis and two workers on one database and one Redis', () => {
  let stack: ScaleStack;
  let apis: [HttpApi, HttpApi];
  // When the once-per-period counts start, and the trial reconciler's runs then.
  let countsFrom: number;
  let trialRunsBefore: number;

  beforeAll(async () => {
    stack = await startScaleStack();
    apis = stack.apis;
    countsFrom = Date.now();
    trialRunsBefore = await trialReconcilerRuns(stack.env.db);
  }, 120_000);

  afterAll(() => stack?.close());

  it('delivers a burst of events once per webhook-id, to the marketing automation and to an agency endpoint', async () => {
    const { db } = stack.env;
    const agency = await agencyWithEndpoint(stack);
    const clients = await portalClients(db, agency.versionId, AGENCY_EVENTS);
    const startedAt = new Date().toISOString();
    const [marketingIds, agencyEventIds] = await Promise.all([
      commitAtOnce(
        db,
        Array.from({ length: MARKETING_EVENTS }, () => userSignedUp()),
      ),
      commitAtOnce(
        db,
        clients.map((client) => ({
          type: 'ClientStartedOnboarding' as const,
          data: { ...who(agency, client), started_at: startedAt },
        })),
      ),
    ]);

    let progress = {};
    await waitFor(
      () => `every delivery to finish (so far ${JSON.stringify(progress)})`,
      async () => {
        const [counts]: { marketing: number; agency: number }[] = await db.query(
          `SELECT (SELECT count(*)::int FROM event_consumptions
                    WHERE event_id = ANY ($1::uuid[]) AND outcome = 'succeeded') AS marketing,
                  (SELECT count(*)::int FROM agency_webhook_messages
                    WHERE event_id = ANY ($2::uuid[]) AND status = 'succeeded') AS agency`,
          [marketingIds, agencyEventIds],
        );
        progress = counts;
        return counts.marketing === MARKETING_EVENTS && counts.agency === AGENCY_EVENTS;
      },
      { timeoutMs: 45_000, intervalMs: 250 },
    );

    // Each webhook-id arrived exactly once, and was answered 200 (the receivers' default).
    const marketingReceived = new Set(stack.marketing.requests.map((request) => request.id));
    expect(marketingIds.filter((id) => !marketingReceived.has(id))).toEqual([]);
    expect(repeatedIds(stack.marketing)).toEqual([]);
    const messageIds: { id: string }[] = await db.query(
      `SELECT id FROM agency_webhook_messages WHERE endpoint_id = $1`,
      [agency.endpointId],
    );
    expect(stack.agencyEndpoint.requests.map((request) => request.id).sort()).toEqual(
      messageIds.map((message) => message.id).sort(),
    );
    expect(repeatedIds(stack.agencyEndpoint)).toEqual([]);
    // And PostgreSQL recorded one successful attempt for each.
    const attempts: { attempts: number; succeeded: number }[] = await db.query(
      `SELECT (SELECT count(*)::int FROM webhook_deliveries WHERE event_id = ANY ($1::uuid[]))
                AS attempts,
              (SELECT count(*)::int FROM webhook_deliveries
                WHERE event_id = ANY ($1::uuid[]) AND outcome = 'succeeded') AS succeeded
       UNION ALL
       SELECT count(*)::int, count(*) FILTER (WHERE a.outcome = 'succeeded')::int
         FROM agency_webhook_attempts a JOIN agency_webhook_messages m ON m.id = a.message_id
        WHERE m.endpoint_id = $2`,
      [marketingIds, agency.endpointId],
    );
    expect(attempts).toEqual([
      { attempts: MARKETING_EVENTS, succeeded: MARKETING_EVENTS },
      { attempts: AGENCY_EVENTS, succeeded: AGENCY_EVENTS },
    ]);
  }, 60_000);

  it('shares rate limits: a limit trips at the same count alternating between the apis as on one', async () => {
    // Failed sign-ins per address and IP (unknown addresses fail too).
    const alternating = newEmail();
    const oneApi = newEmail();
    const login = (api: HttpApi, email: string) =>
      api.post('/api/auth/login', { email, password: 'not-the-password' });
    const max = LOGIN_FAILURE_LIMIT + 2;
    expect(await firstRefusal(max, (n) => login(apis[n % 2], alternating))).toBe(
      LOGIN_FAILURE_LIMIT + 1,
    );
    expect(await firstRefusal(max, () => login(apis[0], oneApi))).toBe(LOGIN_FAILURE_LIMIT + 1);

    // The throttler's per-address limit (password reset answers 202 until it).
    const reset = (api: HttpApi, email: string) => api.post('/api/auth/password-reset', { email });
    const resetAlternating = newEmail();
    const resetOneApi = newEmail();
    const resetMax = EMAIL_THROTTLE_LIMIT + 2;
    expect(await firstRefusal(resetMax, (n) => reset(apis[n % 2], resetAlternating))).toBe(
      EMAIL_THROTTLE_LIMIT + 1,
    );
    expect(await firstRefusal(resetMax, () => reset(apis[1], resetOneApi))).toBe(
      EMAIL_THROTTLE_LIMIT + 1,
    );
  });

  it('refuses a session revoked on one api on the other, at once', async () => {
    const me = (api: HttpApi, cookie: string) =>
      api.get('/api/me', cookie).then((res) => res.status);
    // Polled briefly: an api may cache sessions, as long as a revocation reaches it at once.
    const refusedByBoth = (cookie: string) =>
      Promise.all(
        apis.map((api, i) =>
          waitFor(
            `api ${i + 1} to refuse the revoked session`,
            async () => (await me(api, cookie)) === 401,
            {
              timeoutMs: 1_000,
              intervalMs: 20,
            },
          ),
        ),
      );

    const email = newEmail();
    const cookie = await signUpAcrossApis(stack, email);
    expect([await me(apis[0], cookie), await me(apis[1], cookie)]).toEqual([200, 200]);
    expect((await apis[0].post('/api/auth/logout', undefined, cookie)).status).toBe(204);
    await refusedByBoth(cookie);

    // Signing out of all devices on the other api.
    const { cookie: again } = await apis[1].post('/api/auth/login', { email, password: PASSWORD });
    expect([await me(apis[0], again!), await me(apis[1], again!)]).toEqual([200, 200]);
    expect((await apis[1].post('/api/auth/logout-all', undefined, again)).status).toBe(204);
    await refusedByBoth(again!);
  });

  it('runs the outcome sweep and the trial reconciler once per period across the workers', async () => {
    const { db } = stack.env;
    // An overdue trial: the reconciler, whichever worker runs it, expires it once.
    const { id: userId } = await insertUser(db, {
      email: newEmail(),
      approval: 'TRIALING',
      trial_started_at: new Date(Date.now() - 9 * DAY_MS),
      trial_ends_at: new Date(Date.now() - 2 * DAY_MS),
      time_zone: 'UTC',
    });
    await waitFor('the reconciler to expire the trial', async () => {
      const rows: unknown[] = await db.query(
        `SELECT 1 FROM trial_milestones WHERE user_id = $1 AND milestone = 'trial-expired'`,
        [userId],
      );
      return rows.length > 0;
    });
    // Long enough that a pass run by each worker would show as twice the periods.
    const observedUntil =
      countsFrom + OBSERVED_PERIODS * Math.max(OUTCOME_SWEEP_MS, TRIAL_RECONCILE_MS);
    await sleep(Math.max(0, observedUntil - Date.now()));
    await waitFor(
      'a few sweeps',
      () => sweepTimes(stack).filter((t) => t >= countsFrom).length >= 3,
      {
        timeoutMs: 30_000,
        intervalMs: 200,
      },
    );

    const trialRuns = (await trialReconcilerRuns(db)) - trialRunsBefore;
    const sweeps = sweepTimes(stack);
    const countsTo = Date.now();
    const sweepsCounted = sweeps.filter((time) => time >= countsFrom && time <= countsTo).length;
    const periodsOf = (periodMs: number) => Math.floor((countsTo - countsFrom) / periodMs);

    // At most one run per period the window touches: the whole periods inside it, plus the
    // one it opened in (whose run, checked up to a quarter period late, may fall inside) and
    // the one it closed in (the sweep: the same, its job picked up late). Two runs in one
    // period would exceed this as soon as the window holds a few periods.
    expect(trialRuns).toBeGreaterThanOrEqual(3);
    expect(trialRuns).toBeLessThanOrEqual(periodsOf(TRIAL_RECONCILE_MS) + 2);
    expect(sweepsCounted).toBeLessThanOrEqual(periodsOf(OUTCOME_SWEEP_MS) + 2);
    const events: { type: string }[] = await db.query(
      `SELECT type FROM outbox_events WHERE data->>'user_id' = $1`,
      [userId],
    );
    expect(events.map((event) => event.type)).toEqual(['TrialExpired']);
  }, 60_000);
});
