import { Queue } from 'bullmq';
import { createDataSource } from '@retainly/database';
import { completionPercentOf, DAY_MS, MINUTE_MS } from '@retainly/domain';
import { JobName, QueueName } from '@retainly/events';
import {
  OUTCOME_SWEEP_SCHEDULER,
  OutcomeSweepSchedule,
} from '../../apps/worker/src/outcomes/outcome-sweep-schedule';
import { TEST_REDIS_URL } from '../support/test-environment';
import {
  nudgesOf,
  stalledEventsOf,
  stallsOf,
  startOutcomesStack,
  zoneAtHour,
  type OutcomesStack,
} from './outcomes-stack';
import { insertCompletion } from '../support/factories';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

describe('the outcome sweep', () => {
  let stack: OutcomesStack;

  beforeAll(async () => {
    stack = await startOutcomesStack();
  });

  afterAll(() => stack?.close());

  it("runs every database session in UTC, whatever the database's own default zone", async () => {
    const [{ name }]: { name: string }[] = await stack.env.db.query(
      `SELECT current_database() AS name`,
    );
    await stack.env.db.query(`ALTER DATABASE "${name}" SET TimeZone = 'America/New_York'`);
    const db = await createDataSource({ url: stack.env.databaseUrl, poolSize: 1 }).initialize();
    try {
      const [zone]: { TimeZone: string }[] = await db.query(`SHOW TimeZone`);
      expect(zone.TimeZone).toBe('UTC');
    } finally {
      await db.destroy();
      await stack.env.db.query(`ALTER DATABASE "${name}" RESET TimeZone`);
    }
  });

  it('is one BullMQ job scheduler, whatever number of workers upserted it', async () => {
    const queue = new Queue(QueueName.Outcomes, {
      connection: { url: TEST_REDIS_URL },
      prefix: stack.env.queuePrefix,
    });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toEqual([
        expect.objectContaining({
          key: 'outcome-sweep',
          name: JobName.SweepOutcomes,
          every: 3_600_000,
        }),
      ]);
      // Its first run is a period away, not at boot: it never races the tests' explicit sweeps.
      expect(schedulers[0].next).toBeGreaterThan(Date.now() + 30 * 60_000);
      const sweeps = (
        await queue.getJobs(['completed', 'failed', 'active', 'wait', 'prioritized', 'delayed'])
      ).filter((job) => job.name === JobName.SweepOutcomes);
      expect(sweeps).toHaveLength(1);
      expect(sweeps[0].timestamp + sweeps[0].delay).toBeGreaterThan(Date.now() + 30 * 60_000);
    } finally {
      await queue.close();
    }
  });

  it('registers the scheduler again when Redis has lost it, and leaves a live one alone', async () => {
    const schedule = stack.worker.get(OutcomeSweepSchedule);
    const queue = new Queue(QueueName.Outcomes, {
      connection: { url: TEST_REDIS_URL },
      prefix: stack.env.queuePrefix,
    });
    try {
      const before = await queue.getJobScheduler(OUTCOME_SWEEP_SCHEDULER);
      expect(await schedule.ensureScheduled()).toBe(false);
      expect((await queue.getJobScheduler(OUTCOME_SWEEP_SCHEDULER))?.next).toBe(before?.next);

      // What a FLUSHALL or a Redis restarted without persistence does to it.
      await queue.removeJobScheduler(OUTCOME_SWEEP_SCHEDULER);
      expect(await queue.getJobScheduler(OUTCOME_SWEEP_SCHEDULER)).toBeUndefined();
      expect(await schedule.ensureScheduled()).toBe(true);
      expect(await queue.getJobScheduler(OUTCOME_SWEEP_SCHEDULER)).toEqual(
        expect.objectContaining({ name: JobName.SweepOutcomes, every: 3_600_000 }),
      );
    } finally {
      await queue.close();
    }
  });

  it.each([2, 3, 7, 14])(
    "stalls at exactly the agency's N = %i days of inactivity, not a minute sooner",
    async (stallDays) => {
      const now = new Date();
      const agency = await stack.agency({ stallDays });
      const exact = await stack.client(agency, { createdAt: ago(now, stallDays * DAY_MS) });
      const almost = await stack.client(agency, {
        createdAt: ago(now, stallDays * DAY_MS - MINUTE_MS),
      });
      const idleExact = await stack.client(agency, {
        createdAt: ago(now, 30 * DAY_MS),
        startedAt: ago(now, 20 * DAY_MS),
        beatAt: ago(now, stallDays * DAY_MS),
      });
      const idleAlmost = await stack.client(agency, {
        createdAt: ago(now, 30 * DAY_MS),
        startedAt: ago(now, 20 * DAY_MS),
        beatAt: ago(now, stallDays * DAY_MS - MINUTE_MS),
      });
      await stack.sweep(now);
      expect(await stallsOf(stack.env, exact)).toEqual([
        expect.objectContaining({ reason: 'not_started', stall_days: stallDays }),
      ]);
      expect(await stallsOf(stack.env, idleExact)).toEqual([
        expect.objectContaining({ reason: 'idle', stall_days: stallDays }),
      ]);
      expect(await stallsOf(stack.env, almost)).toEqual([]);
      expect(await stallsOf(stack.env, idleAlmost)).toEqual([]);
    },
  );

  it('uses 3 days for an agency that never chose', async () => {
    const now = new Date();
    const agency = await stack.agency();
    const three = await stack.client(agency, { createdAt: ago(now, 3 * DAY_MS) });
    const two = await stack.client(agency, { createdAt: ago(now, 2 * DAY_MS) });
    await stack.sweep(now);
    expect((await stallsOf(stack.env, three)).map((s) => s.stall_days)).toEqual([3]);
    expect(await stallsOf(stack.env, two)).toEqual([]);
  });

  it('tells never-started from idle, counts the last heartbeat as activity, and skips finished clients', async () => {
    const now = new Date();
    const agency = await stack.agency({ stallDays: 2 });
    const notStarted = await stack.client(agency, { createdAt: ago(now, 5 * DAY_MS) });
    const idle = await stack.client(agency, {
      createdAt: ago(now, 9 * DAY_MS),
      startedAt: ago(now, 8 * DAY_MS),
      beatAt: ago(now, 4 * DAY_MS),
    });
    const watching = await stack.client(agency, {
      createdAt: ago(now, 9 * DAY_MS),
      startedAt: ago(now, 8 * DAY_MS),
      beatAt: ago(now, DAY_MS),
    });
    const finished = await stack.client(agency, {
      createdAt: ago(now, 9 * DAY_MS),
      startedAt: ago(now, 8 * DAY_MS),
    });
    await stack.env.db.query(
      `UPDATE portal_clients SET onboarding_completed_at = $2 WHERE id = $1`,
      [finished, ago(now, 7 * DAY_MS)],
    );
    // The idle client finished one module before going quiet.
    await insertCompletion(stack.env.db, {
      client_id: idle,
      category_id: 'foundational-setup',
      module_id: 'account-tour',
      completed_at: ago(now, 5 * DAY_MS),
    });
    const [{ modules }] = await stack.env.db.query(
      `SELECT count(*)::int AS modules FROM version_modules WHERE version_id = $1 AND is_visible`,
      [agency.versionId],
    );
    await stack.sweep(now);

    expect((await stallsOf(stack.env, notStarted)).map((s) => s.reason)).toEqual(['not_started']);
    expect((await stallsOf(stack.env, idle)).map((s) => s.reason)).toEqual(['idle']);
    expect(await stallsOf(stack.env, watching)).toEqual([]);
    expect(await stallsOf(stack.env, finished)).toEqual([]);

    const [event] = await stalledEventsOf(stack.env, idle);
    const [stall] = await stallsOf(stack.env, idle);
    expect(event.data).toEqual({
      client: { id: idle, name: 'Sam Client', email: expect.stringContaining('@shop.test') },
      version: { id: agency.versionId, tier: 'basic' },
      agency: { id: agency.id, name: 'Acme Growth' },
      stall_id: stall.id,
      reason: 'idle',
      stall_days: 2,
      inactive_since: ago(now, 4 * DAY_MS).toISOString(),
      percent: completionPercentOf(1, modules as number),
    });
  });

  it('announces a stall once however many sweeps see it', async () => {
    const now = new Date();
    const agency = await stack.agency();
    const client = await stack.client(agency, { createdAt: ago(now, 4 * DAY_MS) });
    await stack.sweep(now);
    await stack.sweep(later(now, MINUTE_MS));
    await stack.sweep(later(now, DAY_MS));
    expect(await stallsOf(stack.env, client)).toHaveLength(1);
    expect(await stalledEventsOf(stack.env, client)).toHaveLength(1);
  });

  it('ends the episode when the client comes back, and opens a new one only after a new idle period', async () => {
    const now = new Date();
    const agency = await stack.agency({ stallDays: 3 });
    const client = await stack.client(agency, {
      createdAt: ago(now, 10 * DAY_MS),
      startedAt: ago(now, 9 * DAY_MS),
      beatAt: ago(now, 4 * DAY_MS),
    });
    await stack.sweep(now);
    expect(await stallsOf(stack.env, client)).toEqual([
      expect.objectContaining({ reason: 'idle', ended_at: null }),
    ]);

    // The client watches again an hour later.
    const back = later(now, 60 * MINUTE_MS);
    await stack.env.db.query(`UPDATE module_progress SET beat_at = $2 WHERE client_id = $1`, [
      client,
      back,
    ]);
    await stack.sweep(later(back, MINUTE_MS));
    expect(await stallsOf(stack.env, client)).toEqual([
      expect.objectContaining({ end_reason: 'resumed' }),
    ]);

    await stack.sweep(later(back, 3 * DAY_MS - MINUTE_MS));
    expect(await stallsOf(stack.env, client)).toHaveLength(1);

    await stack.sweep(later(back, 3 * DAY_MS));
    const episodes = await stallsOf(stack.env, client);
    expect(episodes).toEqual([
      expect.objectContaining({ end_reason: 'resumed' }),
      expect.objectContaining({ reason: 'idle', ended_at: null }),
    ]);
    const events = await stalledEventsOf(stack.env, client);
    expect(events.map((e) => e.data.stall_id)).toEqual(episodes.map((e) => e.id));
  });

  it('ends the episode as completed when the client finishes', async () => {
    const now = new Date();
    const agency = await stack.agency();
    const client = await stack.client(agency, { createdAt: ago(now, 4 * DAY_MS) });
    await stack.sweep(now);
    await stack.env.db.query(
      `UPDATE portal_clients SET onboarding_completed_at = $2 WHERE id = $1`,
      [client, now],
    );
    await stack.sweep(later(now, MINUTE_MS));
    expect(await stallsOf(stack.env, client)).toEqual([
      expect.objectContaining({ end_reason: 'completed' }),
    ]);
  });

  it('queues at most 3 nudges an episode, N days apart', async () => {
    const now = new Date();
    const agency = await stack.agency({ stallDays: 2 });
    const client = await stack.client(agency, {
      createdAt: ago(now, 2 * DAY_MS),
      timeZone: zoneAtHour(12, now),
    });
    await stack.sweep(now);
    expect((await nudgesOf(stack.env, client)).map((n) => n.number)).toEqual([1]);
    await stack.sweep(later(now, 2 * DAY_MS - MINUTE_MS));
    expect(await nudgesOf(stack.env, client)).toHaveLength(1);
    await stack.sweep(later(now, 2 * DAY_MS));
    await stack.sweep(later(now, 4 * DAY_MS));
    await stack.sweep(later(now, 6 * DAY_MS));
    await stack.sweep(later(now, 8 * DAY_MS));
    expect((await nudgesOf(stack.env, client)).map((n) => n.number)).toEqual([1, 2, 3]);
    expect(await stallsOf(stack.env, client)).toEqual([
      expect.objectContaining({ nudges_sent: 3, ended_at: null }),
    ]);
  });

  it("holds a nudge during the client's night (21:00-08:00 in their zone) until morning", async () => {
    const now = new Date();
    const agency = await stack.agency({ timeZone: zoneAtHour(12, now) });
    const atNight = await stack.client(agency, {
      createdAt: ago(now, 3 * DAY_MS),
      timeZone: zoneAtHour(2, now),
    });
    // No zone from the browser: the agency's (noon) applies.
    const agencyZone = await stack.client(agency, { createdAt: ago(now, 3 * DAY_MS) });
    await stack.sweep(now);
    expect(await stallsOf(stack.env, atNight)).toHaveLength(1);
    expect(await nudgesOf(stack.env, atNight)).toEqual([]);
    expect(await nudgesOf(stack.env, agencyZone)).toHaveLength(1);

    await stack.sweep(later(now, 5 * 60 * MINUTE_MS)); // 07:00 there
    expect(await nudgesOf(stack.env, atNight)).toEqual([]);
    await stack.sweep(later(now, 7 * 60 * MINUTE_MS)); // 09:00 there
    expect((await nudgesOf(stack.env, atNight)).map((n) => n.number)).toEqual([1]);
  });

  it('never nudges clients known only by name, who unsubscribed, or of agencies with nudges off', async () => {
    const now = new Date();
    const zone = zoneAtHour(12, now);
    const agency = await stack.agency();
    const quiet = await stack.agency({ nudgesEnabled: false });
    const nameOnly = await stack.client(agency, {
      email: null,
      name: 'Bo Smith',
      createdAt: ago(now, 3 * DAY_MS),
      timeZone: zone,
    });
    const unsubscribed = await stack.client(agency, {
      createdAt: ago(now, 3 * DAY_MS),
      timeZone: zone,
    });
    await stack.env.db.query(
      `UPDATE portal_clients SET nudges_unsubscribed_at = now() WHERE id = $1`,
      [unsubscribed],
    );
    const nudgesOff = await stack.client(quiet, {
      createdAt: ago(now, 3 * DAY_MS),
      timeZone: zone,
    });
    await stack.sweep(now);
    for (const client of [nameOnly, unsubscribed, nudgesOff]) {
      expect(await stallsOf(stack.env, client)).toHaveLength(1);
      expect(await nudgesOf(stack.env, client)).toEqual([]);
    }
  });

  it('skips a sweep while another holds the lock', async () => {
    await stack.env.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('retainly.outcome-sweep'))`);
      expect(await stack.sweeper.sweep(new Date())).toEqual({ skipped: true, counts: {} });
    });
    expect(await stack.sweep(new Date())).toMatchObject({ skipped: false });
  });
});
