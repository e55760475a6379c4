import { Queue } from 'bullmq';
import type { AppConfig } from '@retainly/config';
import type { QueueName } from '@retainly/events';
import { producerRedisOptions } from '@retainly/queues';

/**
 * The relay's own producer connections. After repeated failures the relay replaces them:
 * a fresh connection is cheap, and it guarantees recovery whatever state an old client was
 * left in by an outage (we have seen one stay unusable after Redis came back).
 */
export class RelayProducers {
  private queues = new Map<QueueName, Queue>();

  constructor(private readonly config: AppConfig) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerRedisOptions(this.config.REDIS_URL),
        prefix: this.config.QUEUE_PREFIX,
      });
      queue.on('error', () => undefined); // failures surface through the relay's own calls
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Drops every connection; the next get() opens a new one. */
  async reset(): Promise<void> {
    const old = [...this.queues.values()];
    this.queues.clear();
    await Promise.all(old.map((queue) => queue.disconnect().catch(() => undefined)));
  }

  async close(): Promise<void> {
    const all = [...this.queues.values()];
    this.queues.clear();
    await Promise.all(all.map((queue) => queue.close().catch(() => undefined)));
  }
}
