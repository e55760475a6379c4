import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { Agent } from 'undici';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import {
  attemptNumber,
  isLastLoggedAttempt,
  isPastLastAttempt,
  LoggedAttemptFailed,
  scheduleSpent,
} from '../jobs/job-attempts';
import { JobHandler } from '../jobs/job-handler.decorator';
import { DeliveryLog } from './delivery-log';
import { receiverAgent, sendSignedWebhook } from '../signed-webhooks/webhook-sender';

type DeliverJob = JobOf<JobName.DeliverMarketingWebhook>;

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * POSTs one domain event to MARKETING_WEBHOOK_URL, signed per Standard Webhooks. Only 2xx
 * succeeds; 410 Gone stops retrying; anything else throws so BullMQ retries on the schedule.
 * Which attempt this is comes from the delivery log, so a redriven job keeps the schedule.
 */
@Injectable()
export class MarketingWebhookHandler implements OnApplicationShutdown {
  private readonly agent: Agent;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly log: DeliveryLog,
  ) {
    this.agent = receiverAgent(config.WEBHOOK_TIMEOUT_MS);
  }

  /** After the jobs' grace period: a request still open is cut (its job is retried). */
  async onApplicationShutdown(): Promise<void> {
    await this.agent.destroy();
  }

  @JobHandler(JobName.DeliverMarketingWebhook)
  async deliver(job: DeliverJob): Promise<{ statusCode: number | null } | { skipped: string }> {
    const { MARKETING_WEBHOOK_URL: url, MARKETING_WEBHOOK_SECRET: secret } = this.config;
    if (!url || !secret) throw new UnrecoverableError('MARKETING_WEBHOOK_URL is not configured');

    const attempt = attemptNumber(job);
    const begun = await this.log.beginAttempt(job.data.eventId, attempt, url);
    if (!begun) throw new UnrecoverableError(`Event ${job.data.eventId} does not exist`);
    const { event, deliveryId, attempt: logged } = begun;
    if (!deliveryId || logged === null) return { skipped: `already ${event.finished}` };
    if (isPastLastAttempt(logged, job)) {
      const spent = scheduleSpent(job);
      await this.log.finishAttempt(deliveryId, event.id, 'failed', spent, 'gave_up');
      throw new UnrecoverableError(spent.error);
    }

    const body = JSON.stringify({
      type: event.type,
      timestamp: new Date(event.occurred_at).toISOString(),
      data: event.data,
    });
    const result = await sendSignedWebhook({
      url,
      secret,
      messageId: event.id,
      body,
      timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
      dispatcher: this.agent,
    });

    if (isSuccess(result.statusCode)) {
      await this.log.finishAttempt(deliveryId, event.id, 'succeeded', result, 'succeeded');
      return { statusCode: result.statusCode };
    }
    if (result.statusCode === 410) {
      await this.log.finishAttempt(deliveryId, event.id, 'gone', result, 'gave_up');
      throw new UnrecoverableError('Receiver answered 410 Gone; not retrying');
    }
    // The log's count, not the job's: after a redrive the job counts from 1 again.
    const lastAttempt = isLastLoggedAttempt(logged, job);
    await this.log.finishAttempt(
      deliveryId,
      event.id,
      'failed',
      result,
      lastAttempt ? 'gave_up' : null,
    );
    const error = result.error ?? `Receiver answered ${result.statusCode}`;
    throw lastAttempt ? new UnrecoverableError(error) : new LoggedAttemptFailed(error, logged);
  }
}
