import type { INestApplicationContext } from '@nestjs/common';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { commitEvent } from '../support/events';
import { RedisProxy } from '../support/redis-proxy';
import {
  createTestEnvironment,
  TEST_WEBHOOK_SECRET,
  type TestEnvironment,
} from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';

const EVENTS = 25;

describe('outbox relay while Redis is unreachable', () => {
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  let redis: RedisProxy;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    env = await createTestEnvironment();
    receiver = await WebhookReceiver.start(TEST_WEBHOOK_SECRET);
    redis = await RedisProxy.start();
    worker = await createWorkerApp(
      env.config({
        REDIS_URL: redis.url,
        MARKETING_WEBHOOK_URL: receiver.url,
        MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_RETRY_SCHEDULE: '100ms,200ms',
        LOG_LEVEL: 'silent',
      }),
    );
  });

  afterAll(async () => {
    await redis?.resume();
    await worker?.close();
    await redis?.cut();
    await receiver?.close();
    await env?.dispose();
  });

  it('keeps events committed during the outage and delivers each exactly once when Redis returns', async () => {
    await redis.cut();
    const ids: string[] = [];
    for (let i = 0; i < EVENTS; i += 1) ids.push(await commitEvent(env.db));

    await sleep(6_000); // past the relay's 5 s enqueue timeout, so it fails and retries
    expect(receiver.requests).toHaveLength(0);
    const [{ waiting }] = await env.db.query(
      `SELECT count(*)::int AS waiting FROM outbox_events WHERE published_at IS NULL`,
    );
    expect(waiting).toBe(EVENTS);

    await redis.resume();
    await waitFor(
      'every event to arrive',
      () => ids.every((id) => receiver.requestsFor(id).length > 0),
      {
        timeoutMs: 30_000,
      },
    );
    await sleep(500); // room for any duplicate to show up
    for (const id of ids) expect(receiver.requestsFor(id)).toHaveLength(1);
    expect(receiver.requests).toHaveLength(EVENTS);
    const [{ unpublished }] = await env.db.query(
      `SELECT count(*)::int AS unpublished FROM outbox_events WHERE published_at IS NULL`,
    );
    expect(unpublished).toBe(0);
  });
});
