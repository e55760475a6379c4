import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { JobName, QueueName, eventJobId } from '@retainly/events';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertOutboxEvent } from '../support/outbox-factories';
import { TEST_REDIS_URL, TEST_WEBHOOK_SECRET } from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';

/** The console's leads, webhook deliveries (with replay), queues and Bull Board. */
describe('operator console data', () => {
  let stack: AccountsStack;
  let receiver: WebhookReceiver;
  let operator: { cookie: string; email: string };

  beforeAll(async () => {
    receiver = await WebhookReceiver.start(TEST_WEBHOOK_SECRET);
    stack = await startAccountsStack({
      MARKETING_WEBHOOK_URL: receiver.url,
      MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      WEBHOOK_RETRY_SCHEDULE: '50ms',
    });
    operator = await stack.signedInOperator();
  });

  afterAll(async () => {
    await stack?.close();
    await receiver?.close();
  });

  const get = (url: string) => stack.api.get(url, operator.cookie);
  const raw = (url: string, cookie?: string, authorization?: string) =>
    stack.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) },
    });

  it('lists, searches and exports each kind of lead as formula-safe CSV', async () => {
    await stack.env.db.query(
      `INSERT INTO affiliates (full_name, email, company, network_size, audience_description)
       VALUES ('=HYPERLINK("x")', 'partner@agency.test', 'Acme, "Growth"', '11-25', 'Coaches')`,
    );
    await stack.env.db.query(
      `INSERT INTO levelup_connections (name, phone_number) VALUES ('Sam Lead', '+15551234567')`,
    );
    const page = await get('/api/admin/leads/affiliates?search=partner@agency');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      total: 1,
      rows: [expect.objectContaining({ email: 'partner@agency.test', network_size: '11-25' })],
    });
    expect((await get('/api/admin/leads/summit-leads?search=Sam')).body.total).toBe(1);
    expect((await get('/api/admin/leads/webinar-registrations')).body.total).toBe(0);
    expect((await get('/api/admin/leads/everyone')).status).toBe(400);

    const csv = await raw('/api/admin/leads/affiliates/export.csv', operator.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.body.split('\r\n');
    expect(header).toBe('full_name,email,company,network_size,audience_description,created_at');
    expect(line).toMatch(
      /^"'=HYPERLINK\(""x""\)","partner@agency\.test","Acme, ""Growth""","11-25","Coaches","\d{4}-/,
    );
  });

  it('lists deliveries with their attempts and replays one with the same webhook-id', async () => {
    // Sign-up sends two events (UserSignedUp, TrialStarted): both attempts of each fail.
    receiver.respondWith(500, 500, 500, 500);
    const agency = await stack.signedInAgency();
    const [{ id: eventId }] = await stack.env.db.query(
      `SELECT id FROM outbox_events WHERE type = 'UserSignedUp' AND data->>'user_id' = $1`,
      [agency.userId],
    );
    // Both events must have used their 500s, or the replay would get one of them.
    await waitFor('both deliveries to give up', async () => {
      const [{ count }] = await stack.env.db.query(
        `SELECT count(*)::int AS count FROM outbox_events e
           JOIN event_consumptions c ON c.event_id = e.id AND c.outcome = 'gave_up'
          WHERE e.data->>'user_id' = $1`,
        [agency.userId],
      );
      return count === 2;
    });
    const failed = await get('/api/admin/webhook-events?failed=true');
    expect((failed.body.rows as { id: string }[]).map((r) => r.id)).toContain(eventId);
    expect(failed.body.webhookConfigured).toBe(true);

    const replay = await stack.api.post(
      `/api/admin/webhook-events/${eventId}/replay`,
      {},
      operator.cookie,
    );
    expect(replay).toMatchObject({ status: 202, body: { replayed: 1 } });
    const detail = await waitFor('the replayed delivery', async () => {
      const { body } = await get(`/api/admin/webhook-events/${eventId}`);
      return body.final_outcome === 'succeeded' ? body : null;
    });
    expect(
      (detail.attempts as { attempt: number; outcome: string }[]).map((a) => [
        a.attempt,
        a.outcome,
      ]),
    ).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'succeeded'],
    ]);
    const requests = receiver.requestsFor(eventId);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([eventId]));
    const [audit] = await stack.env.db.query(
      `SELECT operator_email, action FROM operator_audit_log WHERE target_id = $1`,
      [eventId],
    );
    expect(audit).toEqual({ operator_email: operator.email, action: 'replay_webhook' });
  });

  it('refuses to replay an event still being delivered (409), and an unknown one (404)', async () => {
    const id = await insertOutboxEvent(stack.env.db, {
      type: 'LeadCaptured',
      data: {},
      published_at: new Date(),
    });
    const pending = await stack.api.post(
      `/api/admin/webhook-events/${id}/replay`,
      {},
      operator.cookie,
    );
    expect(pending).toMatchObject({
      status: 409,
      body: { message: 'This event is still being delivered.' },
    });
    const [{ replays }] = await stack.env.db.query(
      `SELECT replays FROM outbox_events WHERE id = $1`,
      [id],
    );
    expect(replays).toBe(0);
    for (const unknown of [randomUUID(), 'not-a-uuid']) {
      const res = await stack.api.post(
        `/api/admin/webhook-events/${unknown}/replay`,
        {},
        operator.cookie,
      );
      expect(res.status).toBe(404);
    }
  });

  it('replays every event whose delivery gave up in a time range, and only those', async () => {
    // Sign-up sends two events; each of the two agencies' four deliveries fails both attempts.
    receiver.respondWith(...Array<number>(8).fill(500));
    const [recent, earlier] = [await stack.signedInAgency(), await stack.signedInAgency()];
    const gaveUp = async (userId: string) => {
      const rows: { id: string }[] = await stack.env.db.query(
        `SELECT e.id FROM outbox_events e JOIN event_consumptions c ON c.event_id = e.id
          WHERE c.outcome = 'gave_up' AND e.data->>'user_id' = $1`,
        [userId],
      );
      return rows.length === 2 ? rows.map((r) => r.id) : null;
    };
    const ids = await waitFor('two deliveries to give up', () => gaveUp(recent.userId));
    const earlierIds = await waitFor('two more to give up', () => gaveUp(earlier.userId));
    // The range is about when delivery gave up: with the default retries that is a day or more
    // after the event happened. The earlier agency's deliveries gave up before the range.
    await stack.env.db.query(
      `UPDATE outbox_events SET occurred_at = now() - interval '2 days' WHERE id = $1`,
      [ids[0]],
    );
    await stack.env.db.query(
      `UPDATE event_consumptions SET finished_at = now() - interval '2 hours' WHERE event_id = ANY($1)`,
      [earlierIds],
    );
    const from = new Date(Date.now() - 60_000).toISOString();
    const replay = await stack.api.post(
      '/api/admin/webhook-events/replay-failed',
      { from, to: new Date().toISOString() },
      operator.cookie,
    );
    expect(replay.status).toBe(202);
    expect(replay.body.replayed).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      await waitFor(`event ${id} delivered`, () => receiver.requestsFor(id).length === 3);
    }
    for (const id of earlierIds) expect(receiver.requestsFor(id)).toHaveLength(2);
    // A replay re-runs the webhook only: TrialStarted's milestone job is not scheduled again.
    const trials = new Queue(QueueName.Trials, {
      connection: { url: TEST_REDIS_URL },
      prefix: stack.env.queuePrefix,
    });
    try {
      for (const id of ids) {
        expect(await trials.getJob(eventJobId(JobName.ScheduleTrialMilestones, id, 1))).toBeFalsy();
      }
      const [trialStarted] = await stack.env.db.query(
        `SELECT id FROM outbox_events WHERE type = 'TrialStarted' AND id = ANY($1)`,
        [ids],
      );
      expect(
        await trials.getJob(eventJobId(JobName.ScheduleTrialMilestones, trialStarted.id)),
      ).toBeTruthy();
    } finally {
      await trials.close();
    }
    const [{ outcomes }] = await stack.env.db.query(
      `SELECT array_agg(outcome) AS outcomes FROM event_consumptions WHERE event_id = ANY($1)`,
      [earlierIds],
    );
    expect(outcomes).toEqual(['gave_up', 'gave_up']);
    const backwards = await stack.api.post(
      '/api/admin/webhook-events/replay-failed',
      { from: new Date().toISOString(), to: from },
      operator.cookie,
    );
    expect(backwards.status).toBe(400);

    // Ten range replays a minute per IP (the two above count): the eleventh is refused.
    const later = { from: '2099-01-01T00:00:00Z', to: '2099-01-02T00:00:00Z' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (await stack.api.post('/api/admin/webhook-events/replay-failed', later, operator.cookie))
          .status,
      );
    }
    expect(statuses).toEqual([...Array<number>(8).fill(202), 429, 429]);
  });

  it('shows queue counts, and opens Bull Board to an operator session but not to an agency', async () => {
    const queues = await get('/api/admin/queues');
    expect(queues.body.bullBoardPath).toBe('/admin/queues');
    expect((queues.body.queues as { name: string }[]).map((q) => q.name)).toEqual(
      expect.arrayContaining(['marketing-webhooks', 'email', 'trials', 'ai']),
    );
    expect((await raw('/admin/queues', operator.cookie)).statusCode).toBe(200);
    const agency = await stack.signedInAgency();
    expect((await raw('/admin/queues', agency.cookie)).statusCode).toBe(401);
    expect((await raw('/admin/queues')).statusCode).toBe(401);
  });
});
