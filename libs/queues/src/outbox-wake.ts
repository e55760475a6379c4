import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import type {
  DataSource,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { clearOutboxWritten, takeOutboxWritten } from '@retainly/database';
import { redisOptionsFromUrl } from './redis-options';

/** The Redis channel relays listen on for 'new outbox rows were committed'. */
export const outboxWakeChannel = (queuePrefix: string) => `${queuePrefix}:outbox-wake`;

/**
 * Wakes the outbox relays over Redis pub/sub after a transaction that wrote outbox rows commits.
 *
 * Why not a NOTIFY trigger: PostgreSQL serialises the commits of every notifying transaction on
 * one lock, which cut our commit rate from about 10,000 to 4,000 a second. A wake-up is only a
 * hint: if it is lost (Redis down) the relay's poll (OUTBOX_POLL_MS) still finds the rows, so
 * the publish is not awaited and its failure is ignored on purpose. Wakes within one tick are
 * sent as one message.
 */
@Injectable()
export class OutboxWake implements EntitySubscriberInterface, OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly channel: string;
  private scheduled = false;

  /** Outside Nest (tests, benches): construct it, then call onModuleInit(). */
  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.channel = outboxWakeChannel(config.QUEUE_PREFIX);
    // No offline queue: while Redis is away a wake fails at once instead of piling up.
    this.redis = new Redis({
      ...redisOptionsFromUrl(config.REDIS_URL),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    this.redis.on('error', () => undefined); // ioredis reconnects; the poll covers the gap
  }

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
    this.redis.connect().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
    this.redis.disconnect(); // an unsent wake-up does not matter: the poll covers it
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (takeOutboxWritten(event.queryRunner)) this.wake();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    clearOutboxWritten(event.queryRunner);
  }

  /** Publishes one wake-up for every call made in the same tick. */
  wake(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.redis.publish(this.channel, '').catch(() => undefined);
    });
  }
}
