/**
 * Setup steps (docs/setup-steps.md): what a client did in their HighLevel sub-account, beside
 * what they watched. Each step is decided from HighLevel's webhooks where one exists and by a
 * reconciling poll; once done it stays done.
 */
export const SETUP_STEPS = [
  'calendar-created',
  'contacts-imported',
  'phone-number-added',
  'email-sending-set-up',
  'pipeline-created',
  'workflow-published',
  'form-or-funnel-published',
  'first-message-sent',
  'team-member-added',
] as const;

export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const isSetupStepKey = (value: unknown): value is SetupStepKey =>
  (SETUP_STEPS as readonly unknown[]).includes(value);

/** The English names; the portal's own languages translate them (web/src/locales). */
export const SETUP_STEP_TITLES: Record<SetupStepKey, string> = {
  'calendar-created': 'Calendar created',
  'contacts-imported': 'Contacts imported',
  'phone-number-added': 'Phone number added',
  'email-sending-set-up': 'E-mail sending set up',
  'pipeline-created': 'Pipeline created',
  'workflow-published': 'First workflow published',
  'form-or-funnel-published': 'First form or funnel published',
  'first-message-sent': 'First message sent',
  'team-member-added': 'Team member added',
};

/** How a step can be learned: by a HighLevel webhook, or only by asking (the poll). */
export const SETUP_STEP_WEBHOOKS: Record<SetupStepKey, string | null> = {
  'calendar-created': 'AppointmentCreate',
  'contacts-imported': 'ContactCreate',
  'phone-number-added': null,
  'email-sending-set-up': 'OutboundMessage',
  'pipeline-created': 'OpportunityCreate',
  'workflow-published': null,
  'form-or-funnel-published': null,
  'first-message-sent': 'OutboundMessage',
  'team-member-added': 'UserCreate',
};

/** "Contacts imported" needs this many contacts unless the agency chooses otherwise. */
export const DEFAULT_CONTACTS_THRESHOLD = 10;

/** A step as a client or the agency sees it: done or not, and when. */
export interface SetupStepState {
  key: SetupStepKey;
  title: string;
  doneAt: string | null;
}

/** A module's setup step as the portal and the dashboard show it ("Watched ✓ · Done ✓"). */
export interface ModuleSetupStep {
  categoryId: string;
  moduleId: string;
  step: SetupStepKey;
  /** When the client's sub-account did it; null while it has not. */
  doneAt: string | null;
}

/** The agency's setup-step choices (Settings → HighLevel). */
export interface SetupStepSettings {
  /** Onboarding counts as completed only once the steps of the client's modules are done. */
  completionNeedsSteps: boolean;
  /** Contacts that make "contacts imported" done. */
  contactsThreshold: number;
}

export const CONTACTS_THRESHOLD_MAX = 1_000_000;

/** A module of one of the agency's versions and the step it carries (null: none). */
export interface VersionModuleStep {
  versionId: string;
  tier: string;
  categoryId: string;
  moduleId: string;
  title: string;
  step: SetupStepKey | null;
  /** The catalogue's own choice, not the agency's. */
  isDefault: boolean;
}

/** GET /api/highlevel/setup-steps. */
export interface SetupStepsView {
  settings: SetupStepSettings | null;
  steps: { key: SetupStepKey; title: string; webhook: string | null }[];
  modules: VersionModuleStep[];
}

/** PUT /api/highlevel/setup-steps/modules: which step a module of a version carries. */
export interface ModuleStepChange {
  versionId: string;
  categoryId: string;
  moduleId: string;
  step: SetupStepKey | null;
}

export const SETUP_STEPS_NEED_CONNECTION =
  'Connect HighLevel first: setup steps are checked in your sub-accounts.';
export const UNKNOWN_VERSION_MODULE = 'That module is not in one of your onboarding versions.';
