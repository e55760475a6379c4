import { appendEvents } from '@retainly/database';
import { commitEvent, consumption, deliveries, userSignedUp } from '../support/events';
import { type TestEnvironment } from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { startWebhookWorker, type WebhookWorker } from '../support/webhook-worker';

describe('marketing webhook delivery', () => {
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  let stack: WebhookWorker;

  beforeAll(async () => {
    stack = await startWebhookWorker({
      WEBHOOK_RETRY_SCHEDULE: '100ms,200ms,200ms',
    });
    ({ env, receiver } = stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(() => receiver.reset());

  it('delivers a committed event, signed so that a Standard Webhooks receiver accepts it', async () => {
    const event = userSignedUp('owner@agency.test');
    const id = await commitEvent(env.db, event);

    const [request] = await waitFor('the webhook', () => receiver.firstRequestFor(id));
    const verified = receiver.verify(request) as { type: string; timestamp: string; data: unknown };

    expect(verified.type).toBe('UserSignedUp');
    expect(verified.data).toEqual(event.data);
    expect(new Date(verified.timestamp).toISOString()).toBe(verified.timestamp);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(request.headers['content-type']).toBe('application/json');
    await waitFor('the recorded outcome', () => consumption(env.db, id));
    expect(await deliveries(env.db, id)).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'succeeded', status_code: 200, error: null }),
    ]);
  });

  it('produces signatures a receiver rejects once the body or id is tampered with', async () => {
    const id = await commitEvent(env.db);
    const [request] = await waitFor('the webhook', () => receiver.firstRequestFor(id));

    const tamperedBody = request.body.replace('@agency.test', '@evil.test');
    expect(() => receiver.verify({ ...request, body: tamperedBody })).toThrow();
    const otherId = { ...request.headers, 'webhook-id': 'msg_other' };
    expect(() => receiver.verify({ headers: otherId, body: request.body })).toThrow();
  });

  it('retries after 500, 500 and records all three attempts when the third succeeds', async () => {
    receiver.respondWith(500, 500, 200);
    const id = await commitEvent(env.db);

    expect(await waitFor('the final outcome', () => consumption(env.db, id))).toBe('succeeded');
    const requests = receiver.requestsFor(id);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));
    expect(await deliveries(env.db, id)).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'failed', status_code: 500 }),
      expect.objectContaining({ attempt: 2, outcome: 'failed', status_code: 500 }),
      expect.objectContaining({ attempt: 3, outcome: 'succeeded', status_code: 200 }),
    ]);
  });

  it('stops retrying when the receiver answers 410 Gone', async () => {
    receiver.respondWith(410, 200);
    const id = await commitEvent(env.db);

    expect(await waitFor('the final outcome', () => consumption(env.db, id))).toBe('gave_up');
    await sleep(700); // longer than the whole retry schedule
    expect(receiver.requestsFor(id)).toHaveLength(1);
    expect(await deliveries(env.db, id)).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'gone', status_code: 410 }),
    ]);
  });

  it('gives up after the last scheduled retry, with every attempt recorded', async () => {
    receiver.respondWith(503, 503, 503, 503, 200);
    const id = await commitEvent(env.db);

    expect(await waitFor('the final outcome', () => consumption(env.db, id))).toBe('gave_up');
    const rows = await deliveries(env.db, id);
    expect(rows.map((row) => [row.attempt, row.status_code])).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
      [4, 503],
    ]);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const rolledBack = userSignedUp('rolled-back@agency.test');
    await expect(
      env.db.transaction(async (manager) => {
        await appendEvents(manager, [rolledBack]);
        throw new Error('use-case failed after writing its event');
      }),
    ).rejects.toThrow('use-case failed');
    const committed = await commitEvent(env.db);

    await waitFor('the later event', () => receiver.requestsFor(committed).length);
    expect(receiver.requests.some((r) => r.body.includes('rolled-back@agency.test'))).toBe(false);
  });
});
