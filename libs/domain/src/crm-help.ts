/**
 * The help launcher inside the agency's CRM (issue #19): a small button the agency installs in
 * its white-labelled platform's Custom JavaScript, which opens the portal in an embedded mode in
 * a side panel. Nothing here may name us: it all runs in the agency's platform.
 *
 * Shared by the launcher script (web/launcher), the embedded portal (web) and the api, so the
 * route map, the embed URL and the messages between the host page and the panel agree.
 */

/** Pages of the CRM (HighLevel's sub-account app) that have their own help. */
export const CRM_ROUTES = [
  'dashboard',
  'conversations',
  'calendars',
  'contacts',
  'opportunities',
  'payments',
  'marketing',
  'automation',
  'sites',
  'memberships',
  'reputation',
  'reporting',
  'settings',
] as const;
export type CrmRoute = (typeof CRM_ROUTES)[number];

/** How the agency and the console name each page. */
export const CRM_ROUTE_LABELS: Record<CrmRoute, string> = {
  dashboard: 'Dashboard',
  conversations: 'Conversations',
  calendars: 'Calendars',
  contacts: 'Contacts',
  opportunities: 'Opportunities',
  payments: 'Payments',
  marketing: 'Marketing',
  automation: 'Automation',
  sites: 'Sites',
  memberships: 'Memberships',
  reputation: 'Reputation',
  reporting: 'Reporting',
  settings: 'Settings',
};

/** The first path segment after /v2/location/{id}/ (or /location/{id}/) → its page. */
const SEGMENT_ROUTES: Record<string, CrmRoute> = {
  dashboard: 'dashboard',
  launchpad: 'dashboard',
  conversations: 'conversations',
  calendars: 'calendars',
  contacts: 'contacts',
  opportunities: 'opportunities',
  payments: 'payments',
  marketing: 'marketing',
  emails: 'marketing',
  'social-planner': 'marketing',
  automation: 'automation',
  workflows: 'automation',
  'funnels-websites': 'sites',
  sites: 'sites',
  memberships: 'memberships',
  reputation: 'reputation',
  reporting: 'reporting',
  settings: 'settings',
};

const LOCATION_PATH = /\/location\/([A-Za-z0-9_-]+)(?:\/([^/?#]+))?/;

/** The sub-account in a CRM path (/v2/location/{id}/...), or null outside one. */
export function crmSubAccountOf(pathname: string): string | null {
  return LOCATION_PATH.exec(pathname)?.[1] ?? null;
}

/** The CRM page a path shows, or null for pages without their own help. */
export function crmRouteOf(pathname: string): CrmRoute | null {
  const segment = LOCATION_PATH.exec(pathname)?.[2]?.toLowerCase();
  // Own keys only: a segment such as 'constructor' must not find Object's.
  return segment && Object.hasOwn(SEGMENT_ROUTES, segment) ? SEGMENT_ROUTES[segment]! : null;
}

export function isCrmRoute(value: unknown): value is CrmRoute {
  return typeof value === 'string' && (CRM_ROUTES as readonly string[]).includes(value);
}

/**
 * The catalogue modules that help on each page, most useful first (`categoryId/moduleId`).
 * An agency adds its own modules to a page in the onboarding tool (`agency_modules.help_routes`);
 * a page without modules opens on search and the full library.
 */
export const CRM_ROUTE_MODULES: Record<CrmRoute, readonly string[]> = {
  dashboard: ['foundational-setup/account-tour', 'foundational-setup/mobile-app'],
  conversations: [
    'sales-conversation/conversations-inbox',
    'foundational-setup/connect-phone-number',
  ],
  calendars: ['foundational-setup/calendar-setup'],
  contacts: ['foundational-setup/import-contacts', 'marketing-lead-generation/forms-surveys'],
  opportunities: ['sales-conversation/pipelines-opportunities'],
  payments: [
    'commerce/payments-setup',
    'commerce/products-prices',
    'commerce/invoices-estimates',
    'commerce/order-forms',
  ],
  marketing: [
    'marketing-lead-generation/email-campaigns',
    'marketing-lead-generation/social-planner',
    'foundational-setup/email-sending-domain',
  ],
  automation: [],
  sites: [
    'website-content/website-builder',
    'website-content/funnels',
    'website-content/blog-content',
  ],
  memberships: ['commerce/memberships-courses'],
  reputation: ['sales-conversation/reviews-reputation'],
  reporting: [],
  settings: [
    'foundational-setup/business-profile',
    'foundational-setup/team-members',
    'foundational-setup/email-sending-domain',
  ],
};

/** The portal in embedded mode, as the launcher's panel frames it. */
export const helpEmbedPath = (versionId: string): string => `/${versionId}/help`;

/**
 * Messages between the host page (the launcher) and the framed portal, by postMessage with an
 * exact target origin on both sides.
 * - host → panel `help:context`: the CRM page and sub-account, on open and on every route change.
 * - host → panel `help:opened`: the panel opened again after its first load.
 * - panel → host `help:close`: the panel asked to close (its close button, or Escape inside it).
 */
export type HelpContextMessage = {
  type: 'help:context';
  route: CrmRoute | null;
  subAccountId: string | null;
};
export type HelpHostMessage =
  | HelpContextMessage
  /** The panel was opened again (its frame is kept): each open counts as a use. */
  | { type: 'help:opened' };
export type HelpPanelMessage = { type: 'help:close' };

/** What the launcher reads before showing anything (GET /api/help/:versionId/launcher). */
export interface HelpLauncherConfig {
  /** The button's accessible name and the panel's title, in the agency's words. */
  label: string;
  /** The agency's primary colour and the text colour readable on it. */
  colors: { primary: string; text: string };
  /** null: every sub-account; otherwise only these (the menu tool's scoping option). */
  subAccountIds: string[] | null;
  /**
   * The HighLevel Marketplace app's id when the agency connected HighLevel (else null): in the
   * CRM the launcher gets the signed-in user from `window.exposeSessionDetails(appId)`.
   */
  highLevelAppId?: string | null;
}

/** What the embedded portal reports (POST /api/portal/:versionId/help-events). */
export const HELP_EVENT_KINDS = ['opened', 'searched', 'played'] as const;
export type HelpEventKind = (typeof HELP_EVENT_KINDS)[number];
