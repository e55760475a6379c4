import type { DomainEvent, DomainEventType } from './domain-events';

/** BullMQ queues. One queue per kind of work so each scales and retries on its own. */
export enum QueueName {
  MarketingWebhooks = 'marketing-webhooks',
  Email = 'email',
  Trials = 'trials',
  Ai = 'ai',
  /** Transcodes: CPU-bound, so few at a time and apart from the quick jobs. */
  Media = 'media',
  /** The periodic outcome sweep (stall episodes, due nudges): one job per period. */
  Outcomes = 'outcomes',
  /** Nudge e-mails to agencies' clients, under a per-minute cap. */
  Nudges = 'nudges',
  /**
   * Turning an event into messages for the agency's endpoints: quick database work, on its own
   * queue so it never waits behind deliveries to slow endpoints (one agency's or another's).
   */
  AgencyFanOut = 'agency-fan-out',
  /** One delivery per message to an agency's own endpoint. */
  AgencyWebhooks = 'agency-webhooks',
  /** Calls to HighLevel: each waits on the shared per-resource rate limiter. */
  HighLevel = 'highlevel',
  /**
   * Progress written into each agency's own HighLevel location: many small jobs, on their own
   * queue so a burst of them never holds up a sync or a setup-step check.
   */
  HighLevelWriteBack = 'highlevel-write-back',
}

/** Every job the worker runs. Adding one here without a handler stops the worker at boot. */
export enum JobName {
  DeliverMarketingWebhook = 'deliver-marketing-webhook',
  SendEmail = 'send-email',
  ScheduleTrialMilestones = 'schedule-trial-milestones',
  ReachTrialMilestone = 'reach-trial-milestone',
  GenerateOffer = 'generate-offer',
  /** AI drafts of one language's missing catalogue translations (operators approve them). */
  DraftTranslations = 'draft-translations',
  ProcessVideo = 'process-video',
  SweepOutcomes = 'sweep-outcomes',
  SendNudge = 'send-nudge',
  FanOutAgencyEvent = 'fan-out-agency-event',
  DeliverAgencyWebhook = 'deliver-agency-webhook',
  /** An agency's weekly digest e-mail. */
  SendDigest = 'send-digest',
  /** An agency's HighLevel sub-accounts and their users, brought up to date. */
  SyncHighLevelAgency = 'sync-highlevel-agency',
  /** A sub-account's pending setup steps, asked of HighLevel. */
  CheckHighLevelSteps = 'check-highlevel-steps',
  /** One client's progress, read from PostgreSQL, onto their contact in the agency's location. */
  WriteBackHighLevel = 'write-back-highlevel',
}

/** The jobs the relay makes for outbox events (CONSUMERS): their payload is the event's id. */
type RelayedJob = (typeof CONSUMERS)[keyof typeof CONSUMERS][number];

/** Job payloads carry ids only: processors load the rest from PostgreSQL. */
export type JobPayloads = { [J in RelayedJob]: { eventId: string } } & {
  /** A delayed job per milestone; the reconciler covers any that Redis loses. */
  [JobName.ReachTrialMilestone]: { userId: string };
  /** Made by the job scheduler; the sweep reads everything it needs from PostgreSQL. */
  [JobName.SweepOutcomes]: Record<string, never>;
  /** One agency_webhook_messages row; its job id carries the message's replay number. */
  [JobName.DeliverAgencyWebhook]: { messageId: string };
  /** A highlevel_write_backs row; `round` tells this job from one a re-drive superseded. */
  [JobName.WriteBackHighLevel]: { clientId: string; round: number };
};

/**
 * Which jobs the relay creates for each committed event. Kept literal (`as const`) so each
 * job's handler knows, by type, which events it receives (JobEvent).
 */
const CONSUMERS = {
  UserSignedUp: [JobName.DeliverMarketingWebhook],
  TrialStarted: [JobName.DeliverMarketingWebhook, JobName.ScheduleTrialMilestones],
  OnboardingCompleted: [JobName.DeliverMarketingWebhook],
  AccountCanceled: [JobName.DeliverMarketingWebhook],
  AccessChanged: [JobName.DeliverMarketingWebhook],
  TrialExpired: [JobName.DeliverMarketingWebhook],
  OfferWindowOpened: [JobName.DeliverMarketingWebhook],
  AffiliateApplied: [JobName.DeliverMarketingWebhook],
  LeadCaptured: [JobName.DeliverMarketingWebhook],
  WebinarRegistered: [JobName.DeliverMarketingWebhook],
  CallRequested: [JobName.DeliverMarketingWebhook],
  EmailQueued: [JobName.SendEmail],
  OfferGenerationRequested: [JobName.GenerateOffer],
  TranslationDraftRequested: [JobName.DraftTranslations],
  VideoUploaded: [JobName.ProcessVideo],
  // Agencies' clients: delivered to each agency's own endpoints.
  ClientStartedOnboarding: [JobName.FanOutAgencyEvent],
  ModuleCompleted: [JobName.FanOutAgencyEvent],
  ClientCompletedOnboarding: [JobName.FanOutAgencyEvent],
  SetupStepDone: [JobName.FanOutAgencyEvent],
  ClientStalled: [JobName.FanOutAgencyEvent],
  HelpOpened: [JobName.FanOutAgencyEvent],
  HelpSearched: [JobName.FanOutAgencyEvent],
  HelpVideoPlayed: [JobName.FanOutAgencyEvent],
  NudgeQueued: [JobName.SendNudge],
  DigestQueued: [JobName.SendDigest],
  AgencyEndpointTestRequested: [JobName.FanOutAgencyEvent],
  AgencyMessageReplayRequested: [JobName.FanOutAgencyEvent],
  HighLevelSyncRequested: [JobName.SyncHighLevelAgency],
  HighLevelStepsCheckRequested: [JobName.CheckHighLevelSteps],
} as const satisfies Record<DomainEventType, readonly JobName[]>;

export const EVENT_CONSUMERS: Readonly<Record<DomainEventType, readonly JobName[]>> = CONSUMERS;

/** The event types whose publication creates `job`. */
export type EventsOf<J extends JobName> = {
  [E in DomainEventType]: J extends (typeof CONSUMERS)[E][number] ? E : never;
}[DomainEventType];

/** The outbox event a job of kind `J` was made for, discriminated by its type. */
export type JobEvent<J extends JobName> = DomainEvent<EventsOf<J>>;

/** The event types whose publication creates `job`, for SQL that filters by type. */
export function eventTypesConsumedBy<J extends JobName>(job: J): EventsOf<J>[] {
  const types = Object.keys(CONSUMERS) as DomainEventType[]; // keys() loses the key type
  return types.filter((type): type is EventsOf<J> => EVENT_CONSUMERS[type].includes(job));
}

/**
 * Every job id: the job's name, the id of what it works on, and whatever tells apart several
 * jobs on that one thing, joined by dots. Deterministic, so adding the same job twice is a no-op.
 * Existing ids in Redis have this exact form: never change it.
 */
export function jobId(job: JobName, key: string, ...qualifiers: string[]): string {
  return [job, key, ...qualifiers].join('.');
}

/**
 * The id of a job made for an event (or an agency message): re-publishing it never creates a
 * second job. An operator's replay (`replay` > 0) is a new publication, so it gets an id of its own.
 */
export function eventJobId(job: JobName, eventId: string, replay = 0): string {
  return replay > 0 ? jobId(job, eventId, `replay-${replay}`) : jobId(job, eventId);
}

/** The only job an operator's replay of an event re-runs. */
export const REPLAYED_JOB = JobName.DeliverMarketingWebhook;

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);
export const ALL_JOBS: readonly JobName[] = Object.values(JobName);

/** Whether a job name read back from Redis is one of ours. */
export function isJobName(name: string): name is JobName {
  return (ALL_JOBS as readonly string[]).includes(name);
}
