/**
 * What an agency's own webhook endpoints receive: the event types they can subscribe to, and
 * the flat JSON body of each delivery. Flat on purpose: HighLevel's inbound webhook (and most
 * no-code receivers) maps top-level fields to contact fields, and cannot reach into `data.x`.
 */

export const ENDPOINT_EVENT_TYPES = [
  'client.started',
  'module.completed',
  'onboarding.completed',
  'setup_step.done',
  'client.stalled',
  'client.inactive',
  'help.opened',
  'help.searched',
  'help.video_played',
] as const;
export type EndpointEventType = (typeof ENDPOINT_EVENT_TYPES)[number];
/** A message's type: a subscribed event, or the 'Send test event' button. */
export type EndpointMessageType = EndpointEventType | 'test';

export const ENDPOINT_EVENT_INFO: readonly {
  type: EndpointEventType;
  label: string;
  description: string;
}[] = [
  {
    type: 'client.started',
    label: 'Client started',
    description: 'A client played their first video.',
  },
  {
    type: 'module.completed',
    label: 'Module completed',
    description: 'A client finished a module (watched at least 90%, or marked it done).',
  },
  {
    type: 'onboarding.completed',
    label: 'Onboarding completed',
    description: 'A client finished every module of their onboarding.',
  },
  {
    type: 'setup_step.done',
    label: 'Setup step done in HighLevel',
    description:
      "A client's sub-account did a setup step one of their modules carries (a calendar, contacts, a first message…).",
  },
  {
    type: 'client.stalled',
    label: 'Client stalled (never started)',
    description: 'A client signed in but has not started within the days you chose.',
  },
  {
    type: 'client.inactive',
    label: 'Client inactive (stopped before finishing)',
    description: 'A client started but has not come back for the days you chose.',
  },
  {
    type: 'help.opened',
    label: 'Help opened in the CRM',
    description: 'A signed-in client opened the help panel inside your CRM (with the page).',
  },
  {
    type: 'help.searched',
    label: 'Help searched in the CRM',
    description: 'A client searched the help panel (at most one event every few seconds).',
  },
  {
    type: 'help.video_played',
    label: 'Help video played in the CRM',
    description: 'A client played a video from the help panel inside your CRM.',
  },
];

export const MAX_ENDPOINTS_PER_AGENCY = 10;
export const TOO_MANY_ENDPOINTS = `You can add up to ${MAX_ENDPOINTS_PER_AGENCY} endpoints. Delete one to add another.`;

/** The domain events an agency endpoint hears about (the worker fans each out). */
export const CLIENT_WEBHOOK_SOURCES = [
  'ClientStartedOnboarding',
  'ModuleCompleted',
  'ClientCompletedOnboarding',
  'SetupStepDone',
  'ClientStalled',
  'HelpOpened',
  'HelpSearched',
  'HelpVideoPlayed',
] as const;
export type ClientWebhookSource = (typeof CLIENT_WEBHOOK_SOURCES)[number];

/** The endpoint event type of a domain event; ClientStalled splits on its reason. */
export function endpointEventType(
  source: ClientWebhookSource,
  stallReason?: 'not_started' | 'idle',
): EndpointEventType {
  switch (source) {
    case 'ClientStartedOnboarding':
      return 'client.started';
    case 'ModuleCompleted':
      return 'module.completed';
    case 'ClientCompletedOnboarding':
      return 'onboarding.completed';
    case 'SetupStepDone':
      return 'setup_step.done';
    case 'ClientStalled':
      return stallReason === 'idle' ? 'client.inactive' : 'client.stalled';
    case 'HelpOpened':
      return 'help.opened';
    case 'HelpSearched':
      return 'help.searched';
    case 'HelpVideoPlayed':
      return 'help.video_played';
  }
}

/** Shape of the domain events' data this module reads (PortalClientEvent plus extras). */
export interface ClientEventData {
  client: { id: string; name: string | null; email: string | null };
  version: { id: string; tier: string };
  agency: { id: string; name: string | null };
  module?: { category_id: string; module_id: string; title: string };
  reason?: 'not_started' | 'idle';
  stall_days?: number;
  percent?: number;
  /** Help events: the CRM page the panel was on (null: unknown), and what was searched. */
  route?: string | null;
  sub_account_id?: string | null;
  query?: string;
  /** SetupStepDone: the step, the modules carrying it and the sub-account that did it. */
  step?: { key: string; title: string };
  carried_by?: { category_id: string; module_id: string; title: string }[];
  sub_account?: { id: string; name: string | null };
  /** ClientCompletedOnboarding: the setup steps of the client's modules. */
  steps?: { key: string; title: string; done_at: string | null }[];
}

/** The body each delivery POSTs. Every field is always present (null when unknown). */
export interface ClientWebhookBody {
  type: EndpointMessageType;
  timestamp: string;
  event_id: string;
  client_id: string | null;
  email: string | null;
  name: string | null;
  first_name: string | null;
  version: string | null;
  version_id: string | null;
  module: string | null;
  module_id: string | null;
  percent: number | null;
  portal_link: string | null;
  agency: string | null;
  stall_days?: number;
  reason?: 'not_started' | 'idle';
  /** Help events: the CRM page the client was on (null when unknown). */
  route?: string | null;
  /** Help events: the CRM sub-account (location) the client was in (null when unknown). */
  sub_account_id?: string | null;
  /** help.searched: what the client searched for. */
  query?: string;
  /** setup_step.done: the step's key and name (module/module_id: the first module carrying it). */
  step?: string;
  step_title?: string;
  /** onboarding.completed: the setup steps done, as "key,key" (flat for no-code receivers). */
  steps_done?: string;
  /** Only on test events: lets a receiver's automation ignore them. */
  test?: true;
}

/** The first word of a name ('Ana María López' → 'Ana'); null without a name. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Whole percent done; 100 only when everything is (as the portal shows it). */
export function completionPercentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return done >= total ? 100 : Math.min(99, Math.round((done / total) * 100));
}

/** The client's portal: APP_URL/{versionId}, without a doubled slash. */
export function portalLink(appUrl: string, versionId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/${versionId}`;
}

export interface ClientWebhookInput {
  source: ClientWebhookSource;
  eventId: string;
  occurredAt: Date;
  data: ClientEventData;
  appUrl: string;
  /**
   * The client's completion when the event happened, if the caller counted it. ClientStalled
   * carries its own, and onboarding.completed is 100 by definition; others use this.
   */
  percent: number | null;
}

const isHelpSource = (source: ClientWebhookSource) =>
  source === 'HelpOpened' || source === 'HelpSearched' || source === 'HelpVideoPlayed';

const moduleIdOf = (module: { category_id: string; module_id: string } | undefined) =>
  module ? `${module.category_id}/${module.module_id}` : null;

const stepsDone = (steps: { key: string; done_at: string | null }[]) =>
  steps
    .filter((step) => step.done_at !== null)
    .map((step) => step.key)
    .join(',');

/** The flat body for one client event. */
export function clientWebhookBody(input: ClientWebhookInput): ClientWebhookBody {
  const { data } = input;
  const type = endpointEventType(input.source, data.reason);
  const percent =
    input.source === 'ClientCompletedOnboarding'
      ? 100
      : input.source === 'ClientStalled' && typeof data.percent === 'number'
        ? data.percent
        : input.percent;
  return {
    type,
    timestamp: input.occurredAt.toISOString(),
    event_id: input.eventId,
    client_id: data.client.id,
    email: data.client.email,
    name: data.client.name,
    first_name: firstNameOf(data.client.name),
    version: data.version.tier,
    version_id: data.version.id,
    module: (data.module ?? data.carried_by?.[0])?.title ?? null,
    module_id: moduleIdOf(data.module ?? data.carried_by?.[0]),
    percent,
    portal_link: portalLink(input.appUrl, data.version.id),
    agency: data.agency.name,
    ...(input.source === 'ClientStalled'
      ? { stall_days: data.stall_days, reason: data.reason }
      : {}),
    ...(isHelpSource(input.source)
      ? { route: data.route ?? null, sub_account_id: data.sub_account_id ?? null }
      : {}),
    ...(input.source === 'HelpSearched' ? { query: data.query ?? '' } : {}),
    ...(input.source === 'SetupStepDone'
      ? {
          step: data.step?.key ?? '',
          step_title: data.step?.title ?? '',
          sub_account_id: data.sub_account?.id ?? null,
        }
      : {}),
    ...(input.source === 'ClientCompletedOnboarding' && data.steps && data.steps.length > 0
      ? { steps_done: stepsDone(data.steps) }
      : {}),
  };
}

/**
 * The body of 'Send test event': every field filled with an obviously sample value, and
 * `test: true`, so the agency can map fields in HighLevel without a real client.
 */
export function testWebhookBody(input: {
  eventId: string;
  occurredAt: Date;
  appUrl: string;
  agencyName: string | null;
}): ClientWebhookBody {
  return {
    type: 'test',
    timestamp: input.occurredAt.toISOString(),
    event_id: input.eventId,
    client_id: '00000000-0000-4000-8000-000000000000',
    email: 'test@example.com',
    name: 'Test Client',
    first_name: 'Test',
    version: 'advanced',
    version_id: 'TESTVERSION0',
    module: 'Sample module',
    module_id: 'sample/sample-module',
    percent: 50,
    portal_link: portalLink(input.appUrl, 'TESTVERSION0'),
    agency: input.agencyName,
    test: true,
  };
}
