import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import {
  CLIENT_WEBHOOK_SOURCES,
  clientWebhookBody,
  completionPercentOf,
  endpointEventType,
  testWebhookBody,
  type ClientEventData,
  type ClientWebhookSource,
} from '@retainly/domain';
import { JobName, eventJobId } from '@retainly/events';
import { QueueRegistry, jobRequest, type JobOf } from '@retainly/queues';
import { JobHandler } from '../jobs/job-handler.decorator';
import { FanOutRows, type FanOutEvent, type PendingMessage } from './fan-out-rows';

type FanOutJob = JobOf<JobName.FanOutAgencyEvent>;
type ClientEvent = Extract<FanOutEvent, { type: ClientWebhookSource }>;

const isClientEvent = (event: FanOutEvent): event is ClientEvent =>
  (CLIENT_WEBHOOK_SOURCES as readonly string[]).includes(event.type);

/**
 * Turns one event into messages for the agency's endpoints, then one delivery job per pending
 * message under a deterministic id. Idempotent: messages are unique per event and endpoint,
 * job ids per message and replay; the consumption row is written last, so a crash before it
 * re-runs the whole fan-out (the reconciler re-drives it if Redis lost the job).
 */
@Injectable()
export class AgencyFanOutHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: FanOutRows,
    private readonly queues: QueueRegistry,
  ) {}

  @JobHandler(JobName.FanOutAgencyEvent)
  async fanOut(job: FanOutJob): Promise<{ deliveries: number } | { skipped: string }> {
    const event = await this.rows.event(job.data.eventId);
    if (!event) throw new UnrecoverableError(`Event ${job.data.eventId} does not exist`);
    if (event.fanned_out) return { skipped: 'already fanned out' };
    const pending = await this.messagesOf(event);
    await this.queues
      .forJob(JobName.DeliverAgencyWebhook)
      .addBulk(
        pending.map((message) =>
          jobRequest(
            JobName.DeliverAgencyWebhook,
            { messageId: message.id },
            eventJobId(JobName.DeliverAgencyWebhook, message.id, message.replays),
            this.config,
          ),
        ),
      );
    await this.rows.recordFanOut(event.id);
    return { deliveries: pending.length };
  }

  private async messagesOf(event: FanOutEvent): Promise<PendingMessage[]> {
    const typeName: string = event.type; // for the error below, which the types rule out
    if (event.type === 'AgencyMessageReplayRequested') {
      const { data } = event;
      return this.rows.replayed(data.message_id, data.user_id, data.replay);
    }
    if (event.type === 'AgencyEndpointTestRequested') {
      const { data } = event;
      const target = await this.rows.testTarget(data.endpoint_id, data.user_id);
      if (target) {
        const body = testWebhookBody({
          eventId: event.id,
          occurredAt: new Date(event.occurred_at),
          appUrl: this.config.APP_URL,
          agencyName: target.agency_name,
        });
        await this.rows.insertTest(event.id, data.endpoint_id, data.user_id, body);
      }
      return this.rows.pendingOf(event.id);
    }
    if (!isClientEvent(event)) {
      throw new UnrecoverableError(`${typeName} is not delivered to agency endpoints`);
    }
    const data: ClientEventData & { completed_at?: string } = event.data;
    // A completion is stamped before its transaction's now(): count up to the later of the two.
    const at = new Date(
      Math.max(new Date(event.occurred_at).getTime(), Date.parse(data.completed_at ?? '') || 0),
    );
    const body = clientWebhookBody({
      source: event.type,
      eventId: event.id,
      occurredAt: new Date(event.occurred_at),
      data,
      appUrl: this.config.APP_URL,
      percent: await this.percentAt(event.type, data, at),
    });
    const type = endpointEventType(event.type, data.reason);
    await this.rows.insertForAgency(event.id, type, data.agency.id, data.client.id, body);
    return this.rows.pendingOf(event.id);
  }

  /**
   * Stalls carry their percent and a completed onboarding is 100; for the others we count the
   * client's completed visible modules as of the event, so a late retry says the same.
   */
  private async percentAt(source: ClientWebhookSource, data: ClientEventData, at: Date) {
    if (source === 'ClientStalled' || source === 'ClientCompletedOnboarding') return null;
    const { done, total } = await this.rows.completionAt(data.client.id, data.version.id, at);
    return completionPercentOf(done, total);
  }
}
