import type { ChildProcess } from 'node:child_process';
import { commitEvent } from '../support/events';
import { exited, startNode } from '../support/processes';
import { RedisProxy } from '../support/redis-proxy';
import {
  createTestEnvironment,
  TEST_WEBHOOK_SECRET,
  type TestEnvironment,
} from '../support/test-environment';
import { sleep, waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { freePort } from '../support/free-port';

const WORKER = 'apps/worker/src/main.js';
/**
 * Past the point where a relay stalled by its connection reset shows as down. Each failure
 * takes the 5 s enqueue timeout plus a backoff of 0.5, 1, 2 s…, so the third, which resets the
 * connections, comes about 17 s in; the batch after it must end within 10 s (+ 3 s of grace)
 * or /health reports the relay down, about 32 s in. (It used to hang there.)
 */
const OUTAGE_MS = 40_000;
/** Past the relay's third failure, when it used to replace its connections and hang. */
const SIGTERM_AT_MS = 30_000;

interface WorkerHealth {
  httpStatus: number;
  relay?: string;
  redis?: string;
}

/**
 * Built worker processes behind a Redis proxy that goes away for 40 s: the relay keeps
 * iterating, a SIGTERM mid-outage ends a worker within seconds, and every event committed
 * before or during the outage is delivered once after Redis returns, without a restart.
 */
describe('worker through a 40 s Redis outage', () => {
  let env: TestEnvironment;
  let receiver: WebhookReceiver;
  let redis: RedisProxy;
  const running: ChildProcess[] = [];

  async function startWorker(): Promise<{
    child: ChildProcess;
    health: () => Promise<WorkerHealth>;
  }> {
    // A free port each time: test files run side by side, so a random range could collide.
    const port = await freePort();
    const child = startNode(
      WORKER,
      env.env({
        REDIS_URL: redis.url,
        MARKETING_WEBHOOK_URL: receiver.url,
        MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_RETRY_SCHEDULE: '100ms,200ms',
        WORKER_HEALTH_PORT: String(port),
        LOG_LEVEL: 'warn',
      }),
    );
    running.push(child);
    const health = async (): Promise<WorkerHealth> => {
      const res = await fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      return { httpStatus: res.status, ...((await res.json()) as object) };
    };
    await waitFor(
      `worker health on :${port} (output: ${child.output.join('')})`,
      () =>
        health().then(
          (h) => h.httpStatus === 200,
          () => false,
        ),
      // Generous: a worker boots slowly while other test files load the machine.
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    return { child, health };
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    receiver = await WebhookReceiver.start(TEST_WEBHOOK_SECRET);
    redis = await RedisProxy.start();
  });

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.map(exited));
    await redis?.cut();
    await receiver?.close();
    await env?.dispose();
  });

  it('keeps relaying, stops on SIGTERM within seconds, and delivers every event once afterwards', async () => {
    const survivor = await startWorker();
    const stopped = await startWorker();
    const ids = [await commitEvent(env.db)];
    await waitFor('the first event', () => receiver.requestsFor(ids[0]).length === 1);

    await redis.cut();
    const outageStart = Date.now();
    let sigtermExit: Promise<{ ms: number }> | undefined;
    while (Date.now() - outageStart < OUTAGE_MS) {
      ids.push(await commitEvent(env.db));
      if (!sigtermExit && Date.now() - outageStart >= SIGTERM_AT_MS) {
        const sentAt = Date.now();
        stopped.child.kill('SIGTERM');
        sigtermExit = exited(stopped.child).then(() => ({ ms: Date.now() - sentAt }));
      }
      await sleep(2_000);
    }
    const duringOutage = await survivor.health();
    expect(duringOutage).toEqual(
      expect.objectContaining({ httpStatus: 503, redis: 'down', relay: 'up' }),
    );
    expect((await sigtermExit!).ms).toBeLessThan(10_000);
    expect(receiver.requests).toHaveLength(1);

    await redis.resume();
    await waitFor(
      'every event to arrive after Redis returns',
      () => ids.every((id) => receiver.requestsFor(id).length > 0),
      { timeoutMs: 30_000 },
    );
    await sleep(1_000); // room for any duplicate to show up
    for (const id of ids) expect(receiver.requestsFor(id)).toHaveLength(1);
    expect(await survivor.health()).toEqual(
      expect.objectContaining({ httpStatus: 200, relay: 'up' }),
    );
  }, 150_000);
});
