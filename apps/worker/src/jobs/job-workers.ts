import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ALL_QUEUES, isJobName } from '@retainly/events';
import {
  queueWorkerSettings,
  SCHEDULE_BACKOFF,
  scheduledRetryDelay,
  withTimeout,
  workerRedisOptions,
} from '@retainly/queues';
import { HandlerDiscovery } from './handler-discovery';
import { InFlightJobs } from './in-flight-jobs';
import { retryNumber } from './job-attempts';

/** After the active jobs end, how long closing may take before we stop waiting on Redis. */
const CLOSE_AFTER_JOBS_MS = 3_000;

/**
 * One BullMQ Worker per queue, dispatching each job to its @JobHandler; concurrency and limiter
 * come from the job table (libs/queues JOBS).
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobWorkers.name);
  private workers: Worker[] = [];
  private readonly inFlight = new InFlightJobs();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: HandlerDiscovery,
  ) {}

  onApplicationBootstrap(): void {
    const handlers = this.discovery.handlerMap();
    // Every check before the first worker starts: a bad table stops the boot with nothing running.
    const settings = ALL_QUEUES.map((queue) => queueWorkerSettings(queue, this.config));
    this.workers = ALL_QUEUES.map((queue, index) => {
      const worker = new Worker(
        queue,
        async (job: Job, token?: string) => {
          const handler = isJobName(job.name) ? handlers.get(job.name) : undefined;
          if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
          return this.inFlight.run(() => handler(job, token));
        },
        {
          connection: workerRedisOptions(this.config.REDIS_URL),
          prefix: this.config.QUEUE_PREFIX,
          ...settings[index],
          lockDuration: this.config.JOB_LOCK_MS,
          stalledInterval: Math.min(30_000, this.config.JOB_LOCK_MS),
          settings: {
            backoffStrategy: (attemptsMade: number, type?: string, error?: Error) =>
              type === SCHEDULE_BACKOFF
                ? scheduledRetryDelay(
                    this.config.WEBHOOK_RETRY_SCHEDULE,
                    retryNumber(attemptsMade, error),
                  )
                : 1_000 * 2 ** attemptsMade,
          },
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(
          { queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error.message },
          'job attempt failed',
        ),
      );
      worker.on('error', (error) =>
        this.logger.error({ queue, err: error.message }, 'worker error'),
      );
      return worker;
    });
    this.logger.log(`Processing queues: ${ALL_QUEUES.join(', ')}`);
  }

  /**
   * Stops taking jobs and lets the active ones finish, for SHUTDOWN_GRACE_MS at most. Closing
   * itself waits on Redis, which may be gone, so it gets a moment after the jobs end and no
   * more. A job cut short is retried elsewhere once its lock expires.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const closing = Promise.all(this.workers.map((worker) => worker.close()));
    closing.catch(() => undefined); // if we stop waiting, a late failure must not go unhandled
    const grace = this.config.SHUTDOWN_GRACE_MS;
    try {
      await withTimeout(this.inFlight.whenIdle(), grace, 'waiting for active jobs');
      await withTimeout(closing, CLOSE_AFTER_JOBS_MS, 'closing the queue workers');
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'stopping without a clean close');
    }
  }

  isRunning(): boolean {
    return this.workers.length > 0 && this.workers.every((worker) => worker.isRunning());
  }
}
