import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { JobName, QueueName, eventJobId } from '@retainly/events';
import { MINUTE_MS } from '@retainly/domain';
import { redisOptionsFromUrl } from '@retainly/queues';
import { insertOutboxEvent } from '../support/outbox-factories';
import { TEST_REDIS_URL } from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';
import { ENDPOINTS, portalClient, useEndpointsStack, verified, who } from './endpoint-helpers';

describe('agency deliveries: auto-disable and lost jobs', () => {
  const stack = useEndpointsStack({
    // Any failure streak is long enough, and a message gives up after three quick attempts.
    AGENCY_ENDPOINT_DISABLE_AFTER_MS: '1',
    WEBHOOK_RETRY_SCHEDULE: '50ms,50ms',
    LOST_JOB_RECONCILE_MS: '300',
    LOST_JOB_GRACE_MS: '300',
  });

  beforeEach(() => stack.receiver.reset());

  /**
   * A ClientStartedOnboarding committed by SQL: 'new' for the relay, 'lost' as published with
   * its job gone from Redis, 'fanned-out' as published and already fanned out.
   */
  async function startedEvent(
    agency: { userId: string; versionId: string },
    clientId: string,
    state: 'new' | 'lost' | 'fanned-out' = 'new',
  ): Promise<string> {
    const id = randomUUID();
    const data = {
      ...who(agency, { id: clientId, name: 'Cy', email: 'cy@client.test' }),
      started_at: new Date().toISOString(),
    };
    // One transaction, so the reconciler never sees the event without its consumption.
    await stack.env.db.transaction(async (manager) => {
      await insertOutboxEvent(manager, {
        id,
        type: 'ClientStartedOnboarding',
        data,
        published_at: state === 'new' ? null : new Date(Date.now() - MINUTE_MS),
      });
      if (state !== 'fanned-out') return;
      await manager.query(
        `INSERT INTO event_consumptions (event_id, consumer, outcome)
         VALUES ($1, 'agency-fan-out', 'succeeded')`,
        [id],
      );
    });
    return id;
  }

  /** A pending message for the event, as the fan-out leaves it; its delivery job is not added. */
  async function pendingMessage(
    agency: { userId: string },
    endpointId: string,
    eventId: string,
    clientId: string,
    body: object,
  ): Promise<string> {
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO agency_webhook_messages (endpoint_id, user_id, event_id, event_type, client_id, body)
       VALUES ($1, $2, $3, 'client.started', $4, $5) RETURNING id`,
      [endpointId, agency.userId, eventId, clientId, JSON.stringify(body)],
    );
    return id;
  }

  it('turns off an endpoint that keeps failing, e-mails the agency, and sends it nothing more', async () => {
    const { agency, endpoint } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'client.started',
    ]);
    const clientId = await portalClient(stack, agency.versionId, {
      name: 'Cy',
      email: 'cy@client.test',
    });
    stack.receiver.respondWith(500, 500, 500);
    await startedEvent(agency, clientId);

    const mail = await waitFor('the e-mail to the agency', () =>
      stack.mail.mails.find((m) => m.to.includes(agency.email) && /turned off/.test(m.subject)),
    );
    expect(mail.subject).toBe('We turned off one of your webhook endpoints');
    expect(mail.text).toContain(stack.receiver.url);
    expect(mail.text).toContain('Press "Re-enable" on the endpoint');
    const [listed] = (await stack.api.get(ENDPOINTS, agency.cookie)).body.endpoints as Record<
      string,
      unknown
    >[];
    expect(listed).toMatchObject({
      disabledAt: expect.any(String),
      disabledReason: expect.stringMatching(/^Every delivery failed for more than /),
      lastDelivery: { status: 'failed' },
    });
    expect(stack.receiver.requests).toHaveLength(3);

    // Turned off: a new event makes no message and no request.
    const second = await startedEvent(agency, clientId);
    await waitFor(
      'the fan-out',
      async () =>
        (
          await stack.env.db.query(
            `SELECT 1 FROM event_consumptions WHERE event_id = $1 AND consumer = 'agency-fan-out'`,
            [second],
          )
        ).length > 0,
    );
    expect((await stack.messagesOf(agency.cookie, endpoint.id)).total).toBe(1);
    expect(stack.receiver.requests).toHaveLength(3);

    // Back on (the streak forgotten), the next event is delivered.
    const on = await stack.api.patch(
      `${ENDPOINTS}/${endpoint.id}`,
      { enabled: true },
      agency.cookie,
    );
    expect(on.body.endpoint).toMatchObject({ disabledAt: null, failingSince: null });
    await startedEvent(agency, clientId);
    await waitFor('a delivery after re-enabling', () => stack.receiver.requests.length === 4);
  });

  it('fans out an event whose job Redis lost, and re-adds a lost delivery job', async () => {
    const { agency, endpoint, secret } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'client.started',
    ]);
    const clientId = await portalClient(stack, agency.versionId, {
      name: 'Cy',
      email: 'cy@client.test',
    });

    // Published but never fanned out (no job in Redis, no consumption): the reconciler re-drives it.
    const lostFanOut = await startedEvent(agency, clientId, 'lost');
    const [request] = await waitFor('the re-driven delivery', () =>
      stack.receiver.requests.length > 0 ? stack.receiver.requests : undefined,
    );
    expect(verified(secret, request)).toMatchObject({
      event_id: lostFanOut,
      type: 'client.started',
    });

    // A pending message whose delivery job is gone: added again under its own id.
    const lostDelivery = await startedEvent(agency, clientId, 'fanned-out');
    const messageId = await pendingMessage(agency, endpoint.id, lostDelivery, clientId, {
      type: 'client.started',
      lost: true,
    });
    await waitFor('the re-added delivery', () => stack.receiver.requestsFor(messageId).length > 0);
    expect(verified(secret, stack.receiver.requestsFor(messageId)[0])).toEqual({
      type: 'client.started',
      lost: true,
    });
  });

  it('gives a re-added delivery only the attempts its schedule has left (issue #32)', async () => {
    const { agency, endpoint } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'client.started',
    ]);
    stack.receiver.respondWith(...Array<number>(5).fill(500));
    const clientId = await portalClient(stack, agency.versionId, {
      name: 'Cy',
      email: 'cy@client.test',
    });
    // Two of its three attempts made and logged, then its retry job lost with Redis.
    const eventId = await startedEvent(agency, clientId, 'fanned-out');
    const messageId = await pendingMessage(agency, endpoint.id, eventId, clientId, {
      type: 'client.started',
    });
    await stack.env.db.query(
      `INSERT INTO agency_webhook_attempts (message_id, attempt, outcome, status_code, finished_at)
       VALUES ($1, 1, 'failed', 500, now()), ($1, 2, 'failed', 500, now())`,
      [messageId],
    );

    const status = async () =>
      (
        await stack.env.db.query(`SELECT status FROM agency_webhook_messages WHERE id = $1`, [
          messageId,
        ])
      )[0].status as string;
    expect(await waitFor('the message to give up', async () => (await status()) === 'failed')).toBe(
      true,
    );
    await sleep(1_000); // reconciler passes: a message that gave up is not re-added
    expect(stack.receiver.requestsFor(messageId)).toHaveLength(1);
    const attempts = await stack.env.db.query(
      `SELECT attempt FROM agency_webhook_attempts WHERE message_id = $1 ORDER BY attempt`,
      [messageId],
    );
    expect(attempts.map((row: { attempt: number }) => row.attempt)).toEqual([1, 2, 3]);
  });

  it('reaches a newer lost delivery behind a full batch of older ones waiting out a backoff', async () => {
    const { agency, endpoint, secret } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'client.started',
    ]);
    // A whole check's worth (500) of older pending messages, each with its job alive in Redis
    // (delayed an hour, as a retry waiting out the backoff). Raw SQL, not the factories: one
    // statement for the 500 events, their consumptions and messages.
    const waiting: { id: string }[] = await stack.env.db.query(
      `WITH events AS (
         INSERT INTO outbox_events (id, type, data, published_at)
         SELECT gen_random_uuid(), 'ClientStartedOnboarding', '{}', now() - interval '2 hours'
           FROM generate_series(1, $3)
         RETURNING id
       ), consumed AS (
         INSERT INTO event_consumptions (event_id, consumer, outcome)
         SELECT id, 'agency-fan-out', 'succeeded' FROM events
       )
       INSERT INTO agency_webhook_messages (endpoint_id, user_id, event_id, event_type, body, created_at)
       SELECT $1, $2, id, 'client.started', '{"waiting":true}', now() - interval '1 hour' FROM events
       RETURNING id`,
      [endpoint.id, agency.userId, 500],
    );
    const queue = new Queue(QueueName.AgencyWebhooks, {
      connection: redisOptionsFromUrl(TEST_REDIS_URL),
      prefix: stack.env.queuePrefix,
    });
    try {
      await queue.addBulk(
        waiting.map(({ id }) => ({
          name: JobName.DeliverAgencyWebhook,
          data: { messageId: id },
          opts: { jobId: eventJobId(JobName.DeliverAgencyWebhook, id), delay: 3_600_000 },
        })),
      );
    } finally {
      await queue.close();
    }

    // A newer pending message whose job is gone: a later pass gets to it.
    const lostDelivery = await startedEvent(agency, randomUUID(), 'fanned-out');
    const [{ id: messageId }] = await stack.env.db.query(
      `INSERT INTO agency_webhook_messages (endpoint_id, user_id, event_id, event_type, body, created_at)
       VALUES ($1, $2, $3, 'client.started', '{"lost":true}', now() - interval '1 minute') RETURNING id`,
      [endpoint.id, agency.userId, lostDelivery],
    );
    await waitFor('the re-added delivery', () => stack.receiver.requestsFor(messageId).length > 0);
    expect(verified(secret, stack.receiver.requestsFor(messageId)[0])).toEqual({ lost: true });
    // The waiting ones were checked and left to their own jobs.
    const [{ unchecked }] = await stack.env.db.query(
      `SELECT count(*) FILTER (WHERE redrive_checked_at IS NULL)::int AS unchecked
         FROM agency_webhook_messages WHERE endpoint_id = $1 AND status = 'pending'`,
      [endpoint.id],
    );
    expect(unchecked).toBe(0);
    expect(stack.receiver.requests.filter((request) => request.id !== messageId)).toEqual([]);
  });
});
