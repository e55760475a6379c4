import type { ChildProcess } from 'node:child_process';
import { commitEvent, consumption, deliveries } from '../support/events';
import { exited, startNode } from '../support/processes';
import {
  createTestEnvironment,
  TEST_WEBHOOK_SECRET,
  type TestEnvironment,
} from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { freePort } from '../support/free-port';

const WORKER = 'apps/worker/src/main.js';

describe('worker process', () => {
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  const running: ChildProcess[] = [];

  async function startWorker(): Promise<ChildProcess & { healthPort: number }> {
    // A free port each time: test files run side by side, so a random range could collide.
    const healthPort = await freePort();
    const worker = startNode(
      WORKER,
      env.env({
        MARKETING_WEBHOOK_URL: receiver.url,
        MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_RETRY_SCHEDULE: '100ms,200ms',
        JOB_LOCK_MS: '1500',
        WORKER_HEALTH_PORT: String(healthPort),
        LOG_LEVEL: 'warn',
      }),
    );
    running.push(worker);
    await waitFor(
      `worker health on :${healthPort} (output: ${worker.output.join('')})`,
      () =>
        fetch(`http://127.0.0.1:${healthPort}/health`).then(
          (res) => res.ok,
          () => false,
        ),
      // Generous: a worker boots slowly while other test files load the machine.
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    return Object.assign(worker, { healthPort });
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    receiver = await WebhookReceiver.start(TEST_WEBHOOK_SECRET);
  });

  async function stopAllWorkers(): Promise<void> {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.splice(0).map(exited));
  }

  afterEach(stopAllWorkers);

  afterAll(async () => {
    await receiver?.close();
    await env?.dispose();
  });

  beforeEach(() => receiver.reset());

  it('retries a delivery cut short by SIGKILL in a new worker, with the same webhook-id', async () => {
    receiver.respondWith('hang');
    const first = await startWorker();
    const id = await commitEvent(env.db);

    await waitFor('the first attempt', () => receiver.requestsFor(id).length === 1);
    first.kill('SIGKILL');
    await exited(first);
    await startWorker();

    expect(
      await waitFor('the retried delivery', () => consumption(env.db, id), { timeoutMs: 30_000 }),
    ).toBe('succeeded');
    const requests = receiver.requestsFor(id);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.every((request) => request.headers['webhook-id'] === id)).toBe(true);
    const rows = await deliveries(env.db, id);
    expect(rows[0]).toEqual(expect.objectContaining({ attempt: 1, outcome: 'interrupted' }));
    expect(rows[0].finished_at).not.toBeNull();
    expect(rows.filter((row) => row.outcome === 'in_flight')).toEqual([]);
    expect(rows.at(-1)).toEqual(
      expect.objectContaining({ outcome: 'succeeded', status_code: 200 }),
    );
    expect(rows.at(-1)!.attempt).toBeGreaterThan(1);
  });

  it('finishes the delivery in progress before exiting on SIGTERM', async () => {
    const worker = await startWorker();
    receiver.respondWith({ status: 200, afterMs: 1_000 });
    const id = await commitEvent(env.db);

    await waitFor('the attempt to start', () => receiver.requestsFor(id).length === 1);
    worker.kill('SIGTERM');
    const exit = await exited(worker);

    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(await consumption(env.db, id)).toBe('succeeded');
    expect(await deliveries(env.db, id)).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'succeeded', status_code: 200 }),
    ]);
  });

  it('reports the relay down on /health while its loop is stuck, and up once it moves again', async () => {
    const worker = await startWorker();
    const health = () =>
      fetch(`http://127.0.0.1:${worker.healthPort}/health`).then(async (res) => ({
        httpStatus: res.status,
        ...((await res.json()) as { relay: string }),
      }));
    const blocker = env.db.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    try {
      // The relay's next claim waits on this lock: its loop stops without failing.
      await blocker.query('LOCK TABLE outbox_events IN ACCESS EXCLUSIVE MODE');
      const stuck = await waitFor(
        'the relay to be reported stuck',
        async () => {
          const now = await health();
          return now.relay === 'down' ? now : undefined;
        },
        { timeoutMs: 20_000, intervalMs: 250 },
      );
      expect(stuck).toEqual(expect.objectContaining({ httpStatus: 503, relay: 'down' }));
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(
      await waitFor('the relay to recover', async () => (await health()).httpStatus === 200),
    ).toBe(true);
  }, 40_000);
});
