import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName, eventJobId, type QueueName } from '@retainly/events';
import { jobRequest, queueOf, withTimeout } from '@retainly/queues';
import { consumersOf, type PublishableEvent } from './event-consumers';
import { LoopWatchdog } from './loop-watchdog';
import { OutboxListener } from './outbox-listener';
import { RelayProducers } from './relay-producers';
import { WakeSignal } from './wake-signal';

const BATCH_SIZE = 500;
const REDIS_TIMEOUT_MS = 5_000;
const MAX_BACKOFF_MS = 5_000;
/** Room for the batch's SQL on top of the Redis timeout before a batch counts as stuck. */
const BATCH_SQL_ALLOWANCE_MS = 5_000;
/** Consecutive failures after which the relay opens a fresh Redis connection. */
const RESET_AFTER_FAILURES = 3;

type BulkJob = ReturnType<typeof jobRequest>;

/**
 * Moves committed outbox rows into BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED so
 * replicas share the work; a row is marked published only in the transaction that enqueued
 * its jobs, so a Redis outage leaves it waiting rather than lost. Deterministic job ids make
 * a re-publish after a crash between enqueue and commit a no-op.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly signal = new WakeSignal();
  private readonly listener: OutboxListener;
  private readonly producers: RelayProducers;
  /** Health fails when the loop misses its own schedule by a few poll periods. */
  private readonly watchdog: LoopWatchdog;
  private stopped = false;
  private loop?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.producers = new RelayProducers(config);
    this.listener = new OutboxListener(config.REDIS_URL, config.QUEUE_PREFIX, () =>
      this.signal.wake(),
    );
    this.watchdog = new LoopWatchdog(3 * config.OUTBOX_POLL_MS);
  }

  /** False once an iteration of the loop has overrun its time: the relay is stuck. */
  isAlive(): boolean {
    return this.stopped || this.watchdog.isAlive();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.signal.wake();
    await this.loop;
    this.listener.stop();
    await this.producers.close();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        this.watchdog.expectWithin(REDIS_TIMEOUT_MS + BATCH_SQL_ALLOWANCE_MS);
        const published = await this.publishBatch();
        failures = 0;
        if (published === BATCH_SIZE) continue;
        this.watchdog.expectWithin(this.config.OUTBOX_POLL_MS);
        await this.signal.wait(this.config.OUTBOX_POLL_MS);
      } catch (error) {
        failures += 1;
        const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures);
        this.logger.warn(
          { err: (error as Error).message, retryInMs: delay },
          'outbox relay failed',
        );
        if (failures % RESET_AFTER_FAILURES === 0) this.producers.reset();
        this.watchdog.expectWithin(delay);
        await this.signal.wait(delay);
      }
    }
  }

  /** Publishes one batch in one transaction; returns how many events it published. */
  async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: PublishableEvent[] = await manager.query(
        `SELECT id, type, replays FROM outbox_events WHERE published_at IS NULL
         ORDER BY position LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE],
      );
      if (rows.length === 0) return 0;
      const withWebhook = await this.enqueue(rows);
      await manager.query(
        `UPDATE outbox_events SET published_at = now(), webhook_enqueued = id = ANY($2::uuid[])
         WHERE id = ANY($1::uuid[])`,
        [rows.map((row) => row.id), withWebhook],
      );
      return rows.length;
    });
  }

  /** Adds every job the rows call for; returns the ids of the events given a webhook job. */
  private async enqueue(rows: PublishableEvent[]): Promise<string[]> {
    const byQueue = new Map<QueueName, BulkJob[]>();
    const withWebhook: string[] = [];
    for (const row of rows) {
      for (const job of this.consumersOf(row)) {
        if (job === JobName.DeliverMarketingWebhook) withWebhook.push(row.id);
        const queue = queueOf(job);
        const id = eventJobId(job, row.id, row.replays);
        const jobs = byQueue.get(queue) ?? [];
        jobs.push(jobRequest(job, { eventId: row.id }, id, this.config));
        byQueue.set(queue, jobs);
      }
    }
    await Promise.all(
      [...byQueue].map(([queue, jobs]) =>
        withTimeout(
          this.producers.get(queue).addBulk(jobs),
          REDIS_TIMEOUT_MS,
          `enqueue to ${queue}`,
        ),
      ),
    );
    return withWebhook;
  }

  private consumersOf(row: PublishableEvent): readonly JobName[] {
    const consumers = consumersOf(row, this.config);
    if (!consumers) {
      this.logger.warn({ eventId: row.id, type: row.type }, 'outbox event of unknown type skipped');
      return [];
    }
    return consumers;
  }
}
