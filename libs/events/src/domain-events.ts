/**
 * Every domain event and its payload. Payloads are what the marketing webhook receives as
 * `data`, so keep them to what a marketing automation needs: ids, e-mail, answers, never secrets.
 */
export interface DomainEventPayloads {
  UserSignedUp: { user_id: string; email: string; affiliate_id: string | null };
  TrialStarted: { user_id: string; email: string; trial_ends_at: string };
  OnboardingCompleted: {
    user_id: string;
    email: string;
    onboarding_completed: true;
    highlevel_experience: string;
    active_subaccounts: string;
    most_used_feature: string;
    full_name: string;
  };
  AccountCanceled: { user_id: string; email: string; reason: string | null };
  AccessChanged: { user_id: string; email: string; approval: string | null; plan: string };
  TrialExpired: { user_id: string; email: string };
  OfferWindowOpened: {
    user_id: string;
    email: string;
    offer: 'six-months-free' | 'spin-to-win';
    expires_at: string;
  };
  AffiliateApplied: {
    affiliate_id: string;
    email: string;
    full_name: string;
    company: string | null;
    network_size: string;
  };
  /** A summit lead: the name and phone marketing texts back. */
  LeadCaptured: { lead_id: string; source: string; name: string; phone_number: string };
  WebinarRegistered: {
    registration_id: string;
    email: string;
    first_name: string;
    session_starts_at: string;
    consent: boolean;
    /** The live room, so the marketing automation can put it in its reminders. */
    join_url: string;
  };
  /** The built-in call request form; `topic` is 'call', 'snapshot', 'switch' or a plan key. */
  CallRequested: { call_request_id: string; email: string; full_name: string; topic: string };
  /** An e-mail row was written to outbound_emails; its body never travels in the event. */
  EmailQueued: { email_id: string };
  /** A user asked for an AI offer; the inputs stay in ai_generations, not in the event. */
  OfferGenerationRequested: { generation_id: string };
  /** An operator asked the AI writer for one language's missing catalogue translations. */
  TranslationDraftRequested: { draft_id: string };
  /** An upload finished (or a sample was requested): the file is in media_items, not here. */
  VideoUploaded: { media_id: string };
  /** A client's first play of any module in a version: the first heartbeat. */
  ClientStartedOnboarding: PortalClientEvent & { started_at: string };
  /** A module verified complete (90% watched), or self-reported where nothing can be measured. */
  ModuleCompleted: PortalClientEvent & {
    module: { category_id: string; module_id: string; title: string };
    self_reported: boolean;
    completed_at: string;
  };
  /**
   * Every visible module of the client's version is complete (and, where the agency requires
   * them, every setup step those modules carry is done in the client's sub-account). `steps`:
   * the setup steps of the client's visible modules, done or not (empty outside HighLevel).
   */
  ClientCompletedOnboarding: PortalClientEvent & {
    completed_at: string;
    modules: number;
    steps: SetupStepOfClient[];
  };
  /**
   * The client's HighLevel sub-account did a setup step that a visible module of the client's
   * version carries: once per client, when the step turns done (docs/setup-steps.md).
   */
  SetupStepDone: PortalClientEvent & {
    step: { key: string; title: string };
    /** The client's visible modules that carry the step. */
    carried_by: { category_id: string; module_id: string; title: string }[];
    sub_account: { id: string; name: string | null };
    source: 'webhook' | 'poll';
    done_at: string;
  };
  /**
   * The outcome sweep opened a stall episode: the client never started within `stall_days` of
   * first sign-in (`not_started`, delivered to agencies as `client.stalled`), or has been idle
   * that long before finishing (`idle`, delivered as `client.inactive`). Once per episode.
   */
  ClientStalled: PortalClientEvent & {
    stall_id: string;
    reason: 'not_started' | 'idle';
    stall_days: number;
    inactive_since: string;
    percent: number;
  };
  /** A signed-in client opened the help panel inside the agency's CRM (on `route`, if known). */
  HelpOpened: PortalClientEvent & HelpContext & { opened_at: string };
  /** A client searched the help panel (at most one per client every few seconds). */
  HelpSearched: PortalClientEvent & HelpContext & { query: string; searched_at: string };
  /** A client played a module from the help panel inside the CRM. */
  HelpVideoPlayed: PortalClientEvent &
    HelpContext & {
      module: { category_id: string; module_id: string; title: string };
      played_at: string;
    };
  /** A nudge row was written to client_nudges; the worker renders and sends it. */
  NudgeQueued: { nudge_id: string };
  /** A weekly digest row was written to agency_digests; the worker renders and sends it. */
  DigestQueued: { digest_id: string };
  /** An agency pressed 'Send test event' on one of its endpoints. */
  AgencyEndpointTestRequested: { endpoint_id: string; user_id: string };
  /** An agency replayed one message to its endpoint; `replay` numbers the replays of it. */
  AgencyMessageReplayRequested: { message_id: string; user_id: string; replay: number };
  /**
   * The agency's HighLevel sub-accounts need a sync: it just connected, HighLevel installed the
   * app on a sub-account or created one. The worker reads the rest from PostgreSQL and HighLevel.
   */
  HighLevelSyncRequested: {
    user_id: string;
    reason: 'connected' | 'installed' | 'location-added' | 'user-added' | 'settings' | 'reconcile';
    /** Only this sub-account (an INSTALL or LocationCreate); absent: the whole agency. */
    location_id?: string;
  };
  /** A sub-account's pending setup steps need asking HighLevel about (the reconciling poll). */
  HighLevelStepsCheckRequested: { user_id: string; location_id: string };
}

/**
 * Who a portal event is about, for the agency's own automation (delivered
 * to agencies' own endpoints): the client as the agency knows them, the version and the agency.
 */
export interface PortalClientEvent {
  client: { id: string; name: string | null; email: string | null };
  version: { id: string; tier: string };
  agency: { id: string; name: string | null };
}

/** A setup step in an event: its key, English name and when it was done (null: not yet). */
export interface SetupStepOfClient {
  key: string;
  title: string;
  done_at: string | null;
}

/** Where a help event happened in the agency's CRM: its page and sub-account (null: unknown). */
export interface HelpContext {
  route: string | null;
  sub_account_id: string | null;
}

export type DomainEventType = keyof DomainEventPayloads;

export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; data: DomainEventPayloads[K] };
}[T];
