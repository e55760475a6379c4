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
