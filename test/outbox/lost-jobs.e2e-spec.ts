import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { JobName, QueueName, eventJobId } from '@retainly/events';
import { MINUTE_MS } from '@retainly/domain';
import { redisOptionsFromUrl } from '@retainly/queues';
import { commitEvent, consumption, deliveries } from '../support/events';
import { insertOutboxEvent } from '../support/outbox-factories';
import { deleteKeys, TEST_REDIS_URL, type TestEnvironment } from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { startWebhookWorker, type WebhookWorker } from '../support/webhook-worker';

const EVENTS = 5;

/** A webhook worker for the describe block, its lost-job reconciler passing every 300 ms. */
function useReconcilingWorker(retrySchedule: string): WebhookWorker {
  const stack = {} as WebhookWorker;
  beforeAll(async () => {
    Object.assign(
      stack,
      await startWebhookWorker({
        WEBHOOK_RETRY_SCHEDULE: retrySchedule,
        LOST_JOB_RECONCILE_MS: '300',
        LOST_JOB_GRACE_MS: '1000',
        LOG_LEVEL: 'silent',
      }),
    );
  });
  afterAll(() => stack.close?.());
  return stack;
}

describe('lost-job reconciler: events survive Redis losing its data', () => {
  // A failed first attempt waits in Redis for an hour.
  const stack = useReconcilingWorker('1h');
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  beforeAll(() => ({ env, receiver } = stack));

  it('re-publishes deliveries that waited for a retry when Redis forgot them, once each', async () => {
    receiver.respondWith(...Array<number>(EVENTS).fill(500));
    const ids: string[] = [];
    for (let i = 0; i < EVENTS; i += 1) ids.push(await commitEvent(env.db));
    await waitFor('every first attempt', () =>
      ids.every((id) => receiver.requestsFor(id).length === 1),
    );

    // Their retry jobs are alive in Redis: past the grace period, nothing is re-published.
    await sleep(2_500);
    expect(receiver.requests).toHaveLength(EVENTS);
    const [{ unpublished }] = await env.db.query(
      `SELECT count(*)::int AS unpublished FROM outbox_events WHERE published_at IS NULL`,
    );
    expect(unpublished).toBe(0);

    // Redis losing its data, as a FLUSHALL or a restart without persistence would: this file's keys only.
    await deleteKeys(`${env.queuePrefix}:*`);

    await waitFor(
      'every event delivered after Redis forgot it',
      async () =>
        (await Promise.all(ids.map((id) => consumption(env.db, id)))).every(
          (outcome) => outcome === 'succeeded',
        ),
      { timeoutMs: 20_000 },
    );
    await sleep(1_000); // room for a duplicate to show up
    for (const id of ids) {
      const requests = receiver.requestsFor(id);
      expect(requests).toHaveLength(2);
      expect(requests[1].headers['webhook-id']).toBe(id);
      expect((await deliveries(env.db, id)).map((row) => [row.attempt, row.outcome])).toEqual([
        [1, 'failed'],
        [2, 'succeeded'],
      ]);
    }
  });

  it('sends an e-mail whose job Redis no longer holds', async () => {
    const [{ id: emailId }] = await env.db.query(
      `INSERT INTO outbound_emails (to_address, subject, text_body)
       VALUES ('lost@agency.test', 'Confirm your e-mail', 'hello') RETURNING id`,
    );
    // Published a minute ago, but no job for it exists in Redis.
    await insertOutboxEvent(env.db, {
      type: 'EmailQueued',
      data: { email_id: emailId },
      published_at: new Date(Date.now() - MINUTE_MS),
    });

    const status = await waitFor('the e-mail to be sent', async () => {
      const [row] = await env.db.query(`SELECT status FROM outbound_emails WHERE id = $1`, [
        emailId,
      ]);
      return row.status === 'sent' ? row.status : undefined;
    });
    expect(status).toBe('sent');
  });

  /** An event the relay published a minute ago, as if its jobs were handed to Redis then. */
  async function publishedAMinuteAgo(webhookEnqueued: boolean, id = randomUUID()): Promise<string> {
    await insertOutboxEvent(env.db, {
      id,
      type: 'UserSignedUp',
      data: { user_id: null, email: 'late@agency.test', affiliate_id: null },
      published_at: new Date(Date.now() - MINUTE_MS),
      webhook_enqueued: webhookEnqueued,
    });
    return id;
  }

  it('re-runs a delivery whose job failed without its handler recording an outcome', async () => {
    // A job under the event's id that failed before delivering anything, as a job does when it
    // stalled too often because its workers were killed; then the event's row.
    const id = randomUUID();
    const queue = new Queue(QueueName.MarketingWebhooks, {
      connection: redisOptionsFromUrl(TEST_REDIS_URL),
      prefix: env.queuePrefix,
    });
    try {
      const jobId = eventJobId(JobName.DeliverMarketingWebhook, id);
      await queue.add(
        JobName.DeliverMarketingWebhook,
        { eventId: '00000000-0000-4000-8000-000000000000' },
        { jobId, attempts: 1 },
      );
      await waitFor('the job to fail', async () => (await queue.getJobState(jobId)) === 'failed');
    } finally {
      await queue.close();
    }
    await publishedAMinuteAgo(true, id);

    expect(
      await waitFor('the delivery', () => consumption(env.db, id), { timeoutMs: 20_000 }),
    ).toBe('succeeded');
    expect(receiver.requestsFor(id)).toHaveLength(1);
  });

  it('never sends an event that was published while no webhook job was created for it', async () => {
    const id = await publishedAMinuteAgo(false);
    await sleep(2_500); // several passes
    expect(receiver.requestsFor(id)).toHaveLength(0);
    const [{ published }] = await env.db.query(
      `SELECT published_at IS NOT NULL AS published FROM outbox_events WHERE id = $1`,
      [id],
    );
    expect(published).toBe(true);
  });
});

/**
 * Issue #32: a redriven delivery keeps its retry schedule. The job the reconciler re-adds counts
 * from 1 again; the delivery log in PostgreSQL does not, so the schedule (here 4 attempts, the
 * first retry an hour away) holds across the redrive: the next wait and the last attempt are
 * the log's.
 */
describe('lost-job reconciler: a redriven delivery keeps its retry schedule', () => {
  const stack = useReconcilingWorker('1h,100ms,100ms');
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  beforeAll(() => ({ env, receiver } = stack));

  it('makes only the attempts the schedule has left, waiting as long as the log says', async () => {
    receiver.respondWith(...Array<number>(10).fill(500));
    // Published a minute ago; its first attempt failed and its hour-long retry was lost with Redis.
    const id = randomUUID();
    await insertOutboxEvent(env.db, {
      id,
      type: 'UserSignedUp',
      data: { user_id: null, email: 'redriven@agency.test', affiliate_id: null },
      published_at: new Date(Date.now() - MINUTE_MS),
      webhook_enqueued: true,
    });
    await env.db.query(
      `INSERT INTO webhook_deliveries (event_id, attempt, url, outcome, status_code, finished_at)
       VALUES ($1, 1, $2, 'failed', 500, now() - interval '1 minute')`,
      [id, receiver.url],
    );

    // Attempts 2 to 4, 100 ms apart (the job's own count would wait the hour after its first).
    expect(await waitFor('the final outcome', () => consumption(env.db, id))).toBe('gave_up');
    await sleep(1_500); // several reconciler passes: none re-drives a delivery that gave up
    expect(receiver.requestsFor(id)).toHaveLength(3);
    expect((await deliveries(env.db, id)).map((row) => [row.attempt, row.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'failed'],
    ]);
  });
});
