import type { CrmRoute, PortalLanguage, ToolName } from '@retainly/domain';

/**
 * Every TanStack Query key the web app uses, in one place, so a reader sees what each screen
 * caches and which invalidation reaches what. A key's prefix is what invalidation matches:
 * invalidating `onboarding.versionLists` reloads every version's videos, `admin.all` the whole
 * console. Plain arrays only (no TanStack import): the landing page reads its keys at first paint.
 */
export const queryKeys = {
  session: ['session'] as const,
  siteConfig: ['site-config'] as const,
  siteMedia: ['site-media'] as const,
  uploadLimit: ['upload-limit'] as const,
  devMailbox: ['dev-mailbox'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,

  /** Keyed by the language asked for ('default': the version's own), so a switch refetches. */
  portal: (versionId: string, language: PortalLanguage | null) =>
    ['portal', versionId, language ?? 'default'] as const,
  helpModules: (versionId: string, route: CrmRoute | null, language: PortalLanguage | null) =>
    ['help-modules', versionId, route, language] as const,
  helpSearch: (versionId: string, query: string, language: PortalLanguage | null) =>
    ['help-search', versionId, query, language] as const,

  toolData: (userId: string | undefined, tool: ToolName) => ['tool-data', userId, tool] as const,
  trialOffer: ['trial-offer'] as const,
  highLevel: ['highlevel'] as const,
  highLevelSubAccounts: ['highlevel', 'sub-accounts'] as const,
  highLevelSetupSteps: ['highlevel', 'setup-steps'] as const,
  highLevelWriteBack: ['highlevel', 'write-back'] as const,
  highLevelVersionRules: ['highlevel', 'version-rules'] as const,
  trialSpins: ['trial-spins'] as const,
  aiOffer: (id: string) => ['ai-offer', id] as const,

  dashboard: {
    clients: (query: string) => ['dashboard', 'clients', query] as const,
    client: (clientId: string | null) => ['dashboard', 'client', clientId] as const,
    subAccounts: ['dashboard', 'sub-accounts'] as const,
  },

  onboarding: {
    /** The tool's whole state; every change to it answers with the new state, stored here. */
    state: ['onboarding'] as const,
    help: ['onboarding', 'help'] as const,
    modules: ['onboarding', 'modules'] as const,
    module: (id: string) => ['onboarding', 'modules', id] as const,
    /** The prefix of every version's video list. */
    versionLists: ['onboarding', 'versions'] as const,
    versionVideos: (versionId: string) => ['onboarding', 'versions', versionId, 'videos'] as const,
  },

  outcomes: {
    endpoints: ['outcomes', 'endpoints'] as const,
    endpointMessages: (id: string, page: number) =>
      ['outcomes', 'endpoints', id, 'messages', page] as const,
    settings: ['outcomes', 'settings'] as const,
    digestPreview: ['outcomes', 'digest-preview'] as const,
    nudgePreview: (subject: string, message: string) =>
      ['outcomes', 'nudge-preview', subject, message] as const,
    message: (id: string) => ['outcomes', 'messages', id] as const,
  },

  admin: {
    all: ['admin'] as const,
    accounts: (query: string) => ['admin', 'accounts', query] as const,
    account: (id: string | null) => ['admin', 'account', id] as const,
    leads: (kind: string, query: string) => ['admin', 'leads', kind, query] as const,
    webhookEvents: ['admin', 'webhook-events'] as const,
    webhookEventsPage: (failedOnly: boolean, page: number) =>
      ['admin', 'webhook-events', failedOnly, page] as const,
    webhookEvent: (id: string) => ['admin', 'webhook-events', 'detail', id] as const,
    queues: ['admin', 'queues'] as const,
    videos: ['admin', 'videos'] as const,
    siteMedia: ['admin', 'site-media'] as const,
    media: ['admin', 'media'] as const,
    mediaItem: (id: string) => ['admin', 'media', id] as const,
    translations: ['admin', 'translations'] as const,
    translationDraft: (id: string) => ['admin', 'translation-drafts', id] as const,
  },
};

/** Keys of mutations a screen counts (isMutating) to know whether a newer change is in flight. */
export const mutationKeys = {
  /** Every change to the onboarding state shares this prefix, so they are counted together. */
  onboardingState: ['onboarding-state'] as const,
  onboardingStateChange: (name: string) => ['onboarding-state', name] as const,
  videoVisibility: (versionId: string) => ['video-visibility', versionId] as const,
  moveModule: (versionId: string) => ['move-module', versionId] as const,
};
