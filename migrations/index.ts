import { Foundation1763700000000 } from './1763700000000-foundation';
import { Accounts1763800000000 } from './1763800000000-accounts';
import { TrialMilestones1763900000000 } from './1763900000000-trial-milestones';
import { PublicSite1764000000000 } from './1764000000000-public-site';
import { AppShell1764100000000 } from './1764100000000-app-shell';
import { OnboardingVersions1764200000000 } from './1764200000000-onboarding-versions';
import { CompletionCounts1764300000000 } from './1764300000000-completion-counts';
import { ToolData1764400000000 } from './1764400000000-tool-data';
import { AiGenerations1764500000000 } from './1764500000000-ai-generations';
import { Operators1764600000000 } from './1764600000000-operators';
import { VideoLibrary1764700000000 } from './1764700000000-video-library';
import { ReplaysAndBillingOrder1764800000000 } from './1764800000000-replays-and-billing-order';
import { DeliveryReliability1764900000000 } from './1764900000000-delivery-reliability';
import { CallRequestsAndWebinarRooms1795466072693 } from './1795466072693-call-requests-and-webinar-rooms';
import { Media1795500000000 } from './1795500000000-media';
import { VerifiedProgress1795600000000 } from './1795600000000-verified-progress';
import { OnboardingOutcomes1795700000000 } from './1795700000000-onboarding-outcomes';
import { PortalLanguages1795800000000 } from './1795800000000-portal-languages';
import { AgencyHelpSettings1795810000000 } from './1795810000000-agency-help-settings';
import { CrmHelpPanel1795820000000 } from './1795820000000-crm-help-panel';
import { CatalogueTranslations1795840000000 } from './1795840000000-catalogue-translations';
import { HelpEventSubAccount1795850000000 } from './1795850000000-help-event-sub-account';
import { OutboxWakeOverRedis1795900000000 } from './1795900000000-outbox-wake-over-redis';
import { PeriodicRuns1795920000000 } from './1795920000000-periodic-runs';
import { SessionChangeNotify1795930000000 } from './1795930000000-session-change-notify';
import { ReplacedMedia1795940000000 } from './1795940000000-replaced-media';
import { SharedWatchBudget1795950000000 } from './1795950000000-shared-watch-budget';
import { OutboundEmailHtml1796000000000 } from './1796000000000-outbound-email-html';
import { ModuleLengths1796020000000 } from './1796020000000-module-lengths';
import { SiteVideoSlots1796020000001 } from './1796020000001-site-video-slots';
import { ShippedCatalogueTranslations1796030000000 } from './1796030000000-shipped-catalogue-translations';
import { PortalIdentity1796040000000 } from './1796040000000-portal-identity';
import { DigestSamples1796050000000 } from './1796050000000-digest-samples';
import { EmbedThumbnails1796050001000 } from './1796050001000-embed-thumbnails';
import { UploadReceivedBytes1796060000000 } from './1796060000000-upload-received-bytes';
import { EndpointSecretOverlap1796070000000 } from './1796070000000-endpoint-secret-overlap';
import { AttemptRounds1796071000000 } from './1796071000000-attempt-rounds';
import { HighLevelConnections1796080000000 } from './1796080000000-highlevel-connections';
import { SetupSteps1796090000000 } from './1796090000000-setup-steps';
import { HighLevelWriteBack1796097000000 } from './1796097000000-highlevel-write-back';

/** Every migration in order; listed explicitly so the same list works from src and dist. */
export const MIGRATIONS = [
  Foundation1763700000000,
  Accounts1763800000000,
  TrialMilestones1763900000000,
  PublicSite1764000000000,
  AppShell1764100000000,
  OnboardingVersions1764200000000,
  CompletionCounts1764300000000,
  ToolData1764400000000,
  AiGenerations1764500000000,
  Operators1764600000000,
  VideoLibrary1764700000000,
  ReplaysAndBillingOrder1764800000000,
  DeliveryReliability1764900000000,
  CallRequestsAndWebinarRooms1795466072693,
  Media1795500000000,
  VerifiedProgress1795600000000,
  OnboardingOutcomes1795700000000,
  PortalLanguages1795800000000,
  AgencyHelpSettings1795810000000,
  CrmHelpPanel1795820000000,
  CatalogueTranslations1795840000000,
  HelpEventSubAccount1795850000000,
  OutboxWakeOverRedis1795900000000,
  PeriodicRuns1795920000000,
  SessionChangeNotify1795930000000,
  ReplacedMedia1795940000000,
  SharedWatchBudget1795950000000,
  OutboundEmailHtml1796000000000,
  ModuleLengths1796020000000,
  SiteVideoSlots1796020000001,
  ShippedCatalogueTranslations1796030000000,
  PortalIdentity1796040000000,
  DigestSamples1796050000000,
  EmbedThumbnails1796050001000,
  UploadReceivedBytes1796060000000,
  EndpointSecretOverlap1796070000000,
  AttemptRounds1796071000000,
  HighLevelConnections1796080000000,
  SetupSteps1796090000000,
  HighLevelWriteBack1796097000000,
];
