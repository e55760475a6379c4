import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ConfigModule, loggerModule, type AppConfig } from '@retainly/config';
import { DatabaseModule } from '@retainly/database';
import { MediaStorageModule } from '@retainly/media';
import { HighLevelKitModule } from '@retainly/highlevel';
import { QueuesModule } from '@retainly/queues';
import { GenerationRows } from './ai/generation-rows';
import { OfferGenerationHandler } from './ai/offer-generation.handler';
import { TranslationDraftHandler } from './ai/translation-draft.handler';
import { TranslationDraftRows } from './ai/translation-draft-rows';
import { TranslationWriter } from './ai/translation-writer';
import { OfferWriter } from './ai/offer-writer';
import { AgencyDeliveryHandler } from './agency-webhooks/agency-delivery.handler';
import { AgencyDeliveryLog } from './agency-webhooks/agency-delivery-log';
import { AgencyFanOutHandler } from './agency-webhooks/agency-fan-out.handler';
import { EndpointDisabling } from './agency-webhooks/endpoint-disabling';
import { FanOutRows } from './agency-webhooks/fan-out-rows';
import { LostAgencyDeliveries } from './agency-webhooks/lost-agency-deliveries';
import { StaleGenerationSweeper } from './ai/stale-generation-sweeper';
import { MailTransport } from './email/mail-transport';
import { SendEmailHandler } from './email/send-email.handler';
import { HighLevelReconciler } from './highlevel/highlevel-reconciler';
import { SyncHighLevelAgencyHandler } from './highlevel/sync-agency.handler';
import { CheckSetupStepsHandler } from './highlevel/check-setup-steps.handler';
import { SetupStepPoll } from './highlevel/setup-step-poll';
import { WriteBackHighLevelHandler } from './highlevel/write-back.handler';
import { WriteBackPass } from './highlevel/write-back-pass';
import { HandlerDiscovery } from './jobs/handler-discovery';
import { JobWorkers } from './jobs/job-workers';
import { PeriodicRuns } from './jobs/periodic-runs';
import { MediaRows } from './media/media-rows';
import { MediaShutdown } from './media/media-shutdown';
import { ProcessVideoHandler } from './media/process-video.handler';
import { SampleRenderer } from './media/sample-renderer';
import { VideoProcessor } from './media/video-processor';
import { OutcomeSweep } from './outcomes/outcome-sweep';
import { OutcomeSweepSchedule } from './outcomes/outcome-sweep-schedule';
import { SendNudgeHandler } from './outcomes/send-nudge.handler';
import { LostJobReconciler } from './outbox/lost-job-reconciler';
import { SendDigestHandler } from './outcomes/digests/send-digest.handler';
import { OutboxRelay } from './outbox/outbox-relay';
import { UnfinishedPublications } from './outbox/unfinished-publications';
import { MilestoneRecorder } from './trial-offers/milestone-recorder';
import { TrialJobsHandler } from './trial-offers/trial-jobs.handler';
import { MediaCleanup } from './media/media-cleanup';
import { PortalIdentityCleanup } from './portal-identity/identity-cleanup';
import { TrialReconciler } from './trial-offers/trial-reconciler';
import { DeliveryLog } from './marketing-webhooks/delivery-log';
import { MarketingWebhookHandler } from './marketing-webhooks/marketing-webhook.handler';

/** The worker: outbox relay plus every BullMQ processor. No HTTP routes but its health check. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule(config, 'retainly-worker'),
        DatabaseModule.forRoot({
          applicationName: 'retainly-worker',
          poolSize: config.WORKER_DB_POOL_SIZE,
        }),
        QueuesModule.forRoot(),
        DiscoveryModule,
        ScheduleModule.forRoot(),
        MediaStorageModule,
        HighLevelKitModule,
      ],
      providers: [
        SyncHighLevelAgencyHandler,
        HighLevelReconciler,
        CheckSetupStepsHandler,
        SetupStepPoll,
        WriteBackHighLevelHandler,
        WriteBackPass,
        HandlerDiscovery,
        JobWorkers,
        OutboxRelay,
        UnfinishedPublications,
        LostJobReconciler,
        DeliveryLog,
        MarketingWebhookHandler,
        MailTransport,
        SendEmailHandler,
        MilestoneRecorder,
        TrialJobsHandler,
        PeriodicRuns,
        TrialReconciler,
        GenerationRows,
        OfferWriter,
        OfferGenerationHandler,
        StaleGenerationSweeper,
        TranslationDraftRows,
        TranslationWriter,
        TranslationDraftHandler,
        MediaRows,
        MediaCleanup,
        PortalIdentityCleanup,
        MediaShutdown,
        SampleRenderer,
        VideoProcessor,
        ProcessVideoHandler,
        OutcomeSweep,
        OutcomeSweepSchedule,
        SendNudgeHandler,
        FanOutRows,
        AgencyFanOutHandler,
        AgencyDeliveryLog,
        EndpointDisabling,
        AgencyDeliveryHandler,
        LostAgencyDeliveries,
        SendDigestHandler,
      ],
    };
  }
}
