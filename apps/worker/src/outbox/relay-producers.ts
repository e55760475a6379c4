import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppConfig } from '@retainly/config';
import type { QueueName } from '@retainly/events';
import { producerRedisOptions, withTimeout } from '@retainly/queues';

const QUIT_TIMEOUT_MS = 1_000;

/**
 * The relay's producer queues, all on one Redis connection the relay owns. After repeated
 * failures the relay replaces that connection: `disconnect()` is synchronous and rejects
 * whatever was pending, so a reset never waits on a Redis that is not there (an awaited
 * BullMQ disconnect used to hang until Redis returned, stalling the relay for good).
 */
export class RelayProducers {
  private connection?: Redis;
  private queues = new Map<QueueName, Queue>();

  constructor(private readonly config: AppConfig) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      this.connection ??= this.connect();
      queue = new Queue(name, { connection: this.connection, prefix: this.config.QUEUE_PREFIX });
      queue.on('error', () => undefined); // failures surface through the relay's own calls
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Drops the connection at once; the next get() opens a new one. */
  reset(): void {
    const old = this.connection;
    this.connection = undefined;
    this.queues.clear();
    old?.disconnect();
  }

  /** Quits politely when Redis answers, and disconnects regardless within a second. */
  async close(): Promise<void> {
    const old = this.connection;
    this.connection = undefined;
    this.queues.clear();
    if (!old) return;
    await withTimeout(old.quit(), QUIT_TIMEOUT_MS, 'relay redis quit').catch(() => undefined);
    old.disconnect();
  }

  private connect(): Redis {
    const connection = new Redis(producerRedisOptions(this.config.REDIS_URL));
    connection.on('error', () => undefined); // ioredis reconnects; the relay reports failures
    return connection;
  }
}
