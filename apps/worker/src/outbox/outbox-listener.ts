import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { outboxWakeChannel, redisOptionsFromUrl } from '@retainly/queues';

/**
 * Subscribes to the outbox wake-ups (see OutboxWake) on a dedicated Redis connection and calls
 * `onWake`. ioredis reconnects and re-subscribes by itself; every (re)subscription also wakes
 * the relay once, to catch up on rows committed while we were not listening. Polling covers
 * any wake-up lost in between.
 */
export class OutboxListener {
  private readonly logger = new Logger(OutboxListener.name);
  private readonly redis: Redis;
  private readonly channel: string;
  private lostConnection = false;

  constructor(
    redisUrl: string,
    queuePrefix: string,
    private readonly onWake: () => void,
  ) {
    this.channel = outboxWakeChannel(queuePrefix);
    // Commands wait out an outage (no retry cap), so the first SUBSCRIBE lands whenever Redis does.
    this.redis = new Redis({
      ...redisOptionsFromUrl(redisUrl),
      lazyConnect: true,
      maxRetriesPerRequest: null,
    });
    this.redis.on('message', () => this.onWake());
    this.redis.on('ready', () => this.onWake());
    this.redis.on('error', (error: Error) => {
      if (this.lostConnection) return; // one warning per outage, not one per retry
      this.lostConnection = true;
      this.logger.warn({ err: error.message }, 'outbox listener lost its Redis connection');
    });
    this.redis.on('ready', () => (this.lostConnection = false));
  }

  /** Resolves once subscribed, or at once if Redis is away (the subscription follows later). */
  async start(): Promise<void> {
    this.redis.connect().catch(() => undefined); // ioredis retries on its own
    const subscribed = this.redis.subscribe(this.channel).then(
      () => true,
      (error: Error) => {
        this.logger.warn({ err: error.message }, 'outbox listener could not subscribe');
        return true;
      },
    );
    const grace = new Promise<false>((resolve) => setTimeout(resolve, 1_000, false).unref());
    await Promise.race([subscribed, grace]);
  }

  stop(): void {
    this.redis.disconnect();
  }
}
