import type { INestApplicationContext } from '@nestjs/common';
import { appendEvents } from '@retainly/database';
import { DAY_MS, offerExpiresAt } from '@retainly/domain';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { insertUser } from '../support/factories';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';

async function insertTrialUser(env: TestEnvironment, startedAt: Date, approval = 'TRIALING') {
  const email = `trial.${Math.random().toString(36).slice(2)}@agency.test`;
  const user = await insertUser(env.db, {
    email,
    approval,
    trial_started_at: startedAt,
    trial_ends_at: new Date(startedAt.getTime() + 7 * DAY_MS),
    time_zone: 'America/Chicago',
  });
  return { id: user.id, email };
}

/** The user's offer and expiry events once there is at least one (for waitFor). */
async function someEventsFor(env: TestEnvironment, userId: string) {
  const events = await eventsFor(env, userId);
  return events.length > 0 ? events : undefined;
}

const eventsFor = (env: TestEnvironment, userId: string) =>
  env.db.query(
    `SELECT type, data FROM outbox_events
     WHERE data->>'user_id' = $1 AND type IN ('OfferWindowOpened', 'TrialExpired') ORDER BY position`,
    [userId],
  ) as Promise<{ type: string; data: Record<string, string> }[]>;

describe('trial offer windows and expiry', () => {
  describe('the reconciler', () => {
    let env: TestEnvironment;
    let worker: INestApplicationContext;

    beforeAll(async () => {
      env = await createTestEnvironment();
      worker = await createWorkerApp(
        env.config({ TRIAL_RECONCILE_MS: '200', LOG_LEVEL: 'silent' }),
      );
    });

    afterAll(async () => {
      await worker?.close();
      await env?.dispose();
    });

    it('opens the six-months offer on day 4, once, with the window closing at the end of local day 5', async () => {
      const startedAt = new Date(Date.now() - 3 * DAY_MS - 60_000);
      const user = await insertTrialUser(env, startedAt);

      const [event] = await waitFor('OfferWindowOpened', () => someEventsFor(env, user.id));
      await sleep(700); // several more passes
      expect(await eventsFor(env, user.id)).toHaveLength(1);
      expect(event).toEqual({
        type: 'OfferWindowOpened',
        data: {
          user_id: user.id,
          email: user.email,
          offer: 'six-months-free',
          expires_at: offerExpiresAt('six-months-free', startedAt, 'America/Chicago').toISOString(),
        },
      });
    });

    it('expires an overdue trial once, without announcing offers whose windows already closed', async () => {
      const user = await insertTrialUser(env, new Date(Date.now() - 9 * DAY_MS));
      await waitFor('TrialExpired', async () =>
        (await eventsFor(env, user.id)).some((e) => e.type === 'TrialExpired'),
      );
      await sleep(700);
      const events = await eventsFor(env, user.id);
      expect(events.map((e) => e.type)).toEqual(['TrialExpired']);
      const milestones = await env.db.query(
        `SELECT milestone FROM trial_milestones WHERE user_id = $1 ORDER BY 1`,
        [user.id],
      );
      expect(milestones.map((m: { milestone: string }) => m.milestone)).toEqual([
        'six-months-free',
        'spin-to-win',
        'trial-expired',
      ]);
    });

    it('leaves paid accounts alone', async () => {
      const user = await insertTrialUser(env, new Date(Date.now() - 9 * DAY_MS), 'YES');
      await sleep(700);
      expect(await eventsFor(env, user.id)).toEqual([]);
    });
  });

  describe('the delayed jobs', () => {
    let env: TestEnvironment;
    let worker: INestApplicationContext;

    beforeAll(async () => {
      env = await createTestEnvironment();
      // One pass at boot, then none for an hour: only a delayed job can open the window.
      worker = await createWorkerApp(
        env.config({ TRIAL_RECONCILE_MS: '3600000', LOG_LEVEL: 'silent' }),
      );
      await sleep(300);
    });

    afterAll(async () => {
      await worker?.close();
      await env?.dispose();
    });

    it('schedule each milestone from TrialStarted and open the offer when it falls due', async () => {
      const startedAt = new Date(Date.now() - 3 * DAY_MS + 1_500);
      const user = await insertTrialUser(env, startedAt);
      await env.db.transaction((manager) =>
        appendEvents(manager, [
          {
            type: 'TrialStarted',
            data: { user_id: user.id, email: user.email, trial_ends_at: '' },
          },
        ]),
      );
      expect(await eventsFor(env, user.id)).toEqual([]);

      const events = await waitFor('the delayed job', () => someEventsFor(env, user.id));
      expect(events.map((e) => e.data.offer)).toEqual(['six-months-free']);
    });
  });
});
