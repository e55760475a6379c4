import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { Agent } from 'undici';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ENDPOINT_URL_MESSAGES, parseEndpointUrl } from '@retainly/domain';
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
import { sendSignedWebhook, type SendResult } from '../signed-webhooks/webhook-sender';
import { AgencyDeliveryLog, type MessageToDeliver } from './agency-delivery-log';
import { EndpointDisabling } from './endpoint-disabling';
import { guardedAgent } from './guarded-agent';

type DeliverJob = JobOf<JobName.DeliverAgencyWebhook>;

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** What the log says of a 3xx: redirects are never followed (one could lead anywhere). */
const redirectRefusal = (status: number | null): string | null =>
  status !== null && status >= 300 && status < 400
    ? `The endpoint answered ${status}, a redirect; redirects are not followed. Save the address it redirects to instead.`
    : null;

/**
 * POSTs one message to an agency's endpoint, signed per Standard Webhooks with the endpoint's
 * secret (webhook-id = the message id, the same on every retry and replay). Only 2xx succeeds;
 * 410 Gone stops; anything else throws so BullMQ retries on WEBHOOK_RETRY_SCHEDULE. Sent
 * through an SSRF-guarded agent, without following redirects.
 */
@Injectable()
export class AgencyDeliveryHandler implements OnApplicationShutdown {
  private readonly agent: Agent;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly log: AgencyDeliveryLog,
    private readonly disabling: EndpointDisabling,
  ) {
    this.agent = guardedAgent(
      config.AGENCY_WEBHOOK_ALLOW_PRIVATE,
      config.AGENCY_WEBHOOK_TIMEOUT_MS,
    );
  }

  /** After the jobs' grace period: a request still open is cut (its job is retried elsewhere). */
  async onApplicationShutdown(): Promise<void> {
    await this.agent.destroy();
  }

  @JobHandler(JobName.DeliverAgencyWebhook)
  async deliver(job: DeliverJob): Promise<{ statusCode: number | null } | { skipped: string }> {
    const attempt = attemptNumber(job);
    const message = await this.log.begin(job.data.messageId, attempt);
    // Its endpoint was deleted (messages go with it): nothing to send, nothing to say.
    if (!message) return { skipped: 'endpoint deleted' };
    if (message.status !== 'pending') return { skipped: `already ${message.status}` };
    if (!message.agency_live) {
      await this.log.dropUnsent(message.id);
      return { skipped: 'agency has no access' };
    }
    if (message.disabled || !message.attempt_id || message.logged_attempt === null) {
      await this.log.dropUnsent(message.id);
      return { skipped: 'endpoint turned off' };
    }
    if (isPastLastAttempt(message.logged_attempt, job)) {
      return this.settle(job, message, message.logged_attempt, scheduleSpent(job), true);
    }

    const refusal = this.refusalOf(message.url);
    const result = refusal
      ? { statusCode: null, durationMs: 0, error: refusal }
      : await sendSignedWebhook({
          url: message.url,
          secret: message.secret,
          previousSecret: message.previous_secret,
          messageId: message.id,
          body: JSON.stringify(message.body),
          timeoutMs: this.config.AGENCY_WEBHOOK_TIMEOUT_MS,
          dispatcher: this.agent,
        });
    return this.settle(job, message, message.logged_attempt, result, Boolean(refusal));
  }

  private async settle(
    job: DeliverJob,
    message: MessageToDeliver,
    loggedAttempt: number,
    result: SendResult,
    permanent: boolean,
  ) {
    if (isSuccess(result.statusCode)) {
      await this.log.finish(message, 'succeeded', result, 'succeeded');
      return { statusCode: result.statusCode };
    }
    if (result.statusCode === 410) {
      // The receiver asks for no more: the endpoint stops (first, so a message seen 'gone'
      // always has its endpoint off) and so does this message.
      await this.disabling.disableGone(message.endpoint_id);
      await this.log.finish(message, 'gone', result, 'gone');
      throw new UnrecoverableError('Receiver answered 410 Gone; not retrying');
    }
    const failed = { ...result, error: result.error ?? redirectRefusal(result.statusCode) };
    // The log's count, not the job's: after a redrive the job counts from 1 again.
    const lastAttempt = permanent || isLastLoggedAttempt(loggedAttempt, job);
    await this.log.finish(message, 'failed', failed, lastAttempt ? 'failed' : null);
    if (lastAttempt) await this.disabling.disableIfFailingTooLong(message.endpoint_id);
    const error = failed.error ?? `Receiver answered ${result.statusCode}`;
    throw lastAttempt
      ? new UnrecoverableError(error)
      : new LoggedAttemptFailed(error, loggedAttempt);
  }

  /**
   * The URL checked again at send time: its form and, for an IP literal, the address (names
   * are checked by the agent's lookup as the socket connects, whatever they resolve to then).
   */
  private refusalOf(url: string): string | null {
    const parsed = parseEndpointUrl(url, {
      httpsOnly: this.config.NODE_ENV === 'production',
      allowPrivate: this.config.AGENCY_WEBHOOK_ALLOW_PRIVATE,
    });
    return parsed.ok ? null : `Not sent: ${ENDPOINT_URL_MESSAGES[parsed.problem]}`;
  }
}
