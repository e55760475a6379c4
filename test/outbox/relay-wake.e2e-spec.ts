import { Redis } from 'ioredis';
import { appendEvents, createDataSource } from '@retainly/database';
import { OutboxWake, outboxWakeChannel } from '@retainly/queues';
import { commitEvent, consumption, userSignedUp } from '../support/events';
import { freePort } from '../support/free-port';
import { TEST_REDIS_URL, type TestEnvironment } from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { startWebhookWorker, type WebhookWorker } from '../support/webhook-worker';

/**
 * The relay is woken over Redis after a commit that wrote outbox rows (OutboxWake), not by
 * its poll: with the poll set to a minute, delivery within seconds can only come from the wake.
 */
describe('outbox wake-up over Redis', () => {
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  let stack: WebhookWorker;
  let listener: Redis;
  const wakes: number[] = [];

  beforeAll(async () => {
    stack = await startWebhookWorker({
      OUTBOX_POLL_MS: '60000',
    });
    ({ env, receiver } = stack);
    listener = new Redis(TEST_REDIS_URL);
    await listener.subscribe(outboxWakeChannel(env.queuePrefix));
    listener.on('message', () => wakes.push(Date.now()));
  });

  afterAll(async () => {
    listener?.disconnect();
    await stack?.close();
  });

  /** Wake-ups seen while `work` runs, once the dust has settled. */
  async function wakesDuring(work: () => Promise<unknown>): Promise<number> {
    const before = wakes.length;
    await work();
    await sleep(300);
    return wakes.length - before;
  }

  it('delivers a committed event at once although the relay polls only every minute', async () => {
    const started = Date.now();
    const id = await commitEvent(env.db);
    await waitFor('the delivery', () => receiver.firstRequestFor(id), { timeoutMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await waitFor('the outcome', () => consumption(env.db, id))).toBe('succeeded');
  });

  it('wakes once per committed transaction, and never for one rolled back', async () => {
    expect(await wakesDuring(() => commitEvent(env.db))).toBe(1);
    const rolledBack = env.db.transaction(async (manager) => {
      await appendEvents(manager, [userSignedUp()]);
      throw new Error('the use-case failed');
    });
    await expect(rolledBack).rejects.toThrow('the use-case failed');
    expect(await wakesDuring(() => Promise.resolve())).toBe(0);
  });

  it('wakes after the outer commit of a nested transaction, not at the inner one', async () => {
    let afterInnerCommit = -1;
    const total = await wakesDuring(() =>
      env.db.transaction(async (outer) => {
        afterInnerCommit = await wakesDuring(() =>
          outer.transaction((inner) => appendEvents(inner, [userSignedUp()])),
        );
      }),
    );
    expect(afterInnerCommit).toBe(0);
    expect(total).toBe(1);
  });

  it('commits without error or delay while Redis is unreachable (the poll finds the row later)', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
    const db = await createDataSource({ url: env.databaseUrl, poolSize: 1 }).initialize();
    const wake = new OutboxWake({ REDIS_URL: nowhere, QUEUE_PREFIX: env.queuePrefix }, db);
    wake.onModuleInit();
    try {
      const started = Date.now();
      const id = await commitEvent(db);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await consumption(env.db, id)).toBeUndefined();
    } finally {
      wake.onApplicationShutdown();
      await db.destroy();
    }
  });
});
