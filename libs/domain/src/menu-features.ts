/**
 * The platform's sidebar menu features that Menu Link Removal can hide (signed-in spec §3).
 * The agency shows these names and descriptions to help decide what its clients keep, and the
 * descriptions may reach the clients, so they never name the platform vendor or us.
 * `id` is saved with the user's tool data: never rename one once shipped. `tabId` is the DOM id
 * of the sidebar item in the platform (what the generated CSS and JavaScript hide); `altTabIds`
 * are the ids the same item has in other platform versions.
 */
export interface MenuFeature {
  id: string;
  name: string;
  tabId: string;
  /**
   * Other DOM ids the same item has in some platform versions. Never chosen on their own:
   * choosing `tabId` hides these too. They may be invalid CSS identifiers (e.g. a space).
   */
  altTabIds?: readonly string[];
  description: string;
  /** Core features most businesses keep: always in the AI recommendation. */
  recommended: boolean;
}

/** In the order of §3. */
export const MENU_FEATURES: readonly MenuFeature[] = [
  {
    id: 'launchpad',
    name: 'LaunchPad',
    tabId: 'sb_launchpad',
    description: 'A getting-started checklist for connecting your apps, phone and channels.',
    recommended: false,
  },
  {
    id: 'memberships',
    name: 'Memberships',
    tabId: 'sb_memberships',
    description: 'Online courses, communities and members-only content you sell or share.',
    recommended: false,
  },
  {
    id: 'automation',
    name: 'Automation',
    tabId: 'sb_automation',
    description: 'Workflows that follow up with your leads and customers automatically.',
    recommended: false,
  },
  {
    id: 'sites',
    name: 'Sites & Funnels',
    tabId: 'sb_sites',
    description: 'Your websites, sales funnels, forms, surveys and blog.',
    recommended: false,
  },
  {
    id: 'media',
    name: 'Media',
    tabId: 'sb_app-media',
    description: 'A library for the images, videos and files you use in your marketing.',
    recommended: false,
  },
  {
    id: 'reputation',
    name: 'Reputation',
    tabId: 'sb_reputation',
    description: 'Ask happy customers for reviews, then read and reply to them in one place.',
    recommended: false,
  },
  {
    id: 'reporting',
    name: 'Reporting',
    tabId: 'sb_reporting',
    description: 'Reports on your calls, ads, appointments and sales.',
    recommended: false,
  },
  {
    id: 'marketplace',
    name: 'Marketplace',
    tabId: 'sb_app-marketplace',
    description: 'Add-on apps and integrations you can connect to your account.',
    recommended: false,
  },
  {
    id: 'mobile-app',
    name: 'Mobile App',
    tabId: 'sb_location-mobile-app',
    description: 'Get the mobile app to reply to customers and run your business from your phone.',
    recommended: false,
  },
  {
    id: 'email-marketing',
    name: 'Email Marketing',
    tabId: 'sb_email-marketing',
    description: 'Design and send email campaigns and newsletters to your contacts.',
    recommended: false,
  },
  {
    id: 'payments',
    name: 'Payments',
    tabId: 'sb_payments',
    description: 'Send invoices, sell products and take payments online.',
    recommended: false,
  },
  {
    id: 'opportunities',
    name: 'Opportunities',
    tabId: 'sb_opportunities',
    description: 'Follow each deal through the stages of your sales pipeline.',
    recommended: true,
  },
  {
    id: 'contacts',
    name: 'Contacts',
    tabId: 'sb_contacts',
    description: 'Every lead and customer, with their details, notes and history.',
    recommended: true,
  },
  {
    id: 'calendars',
    name: 'Calendars',
    tabId: 'sb_calendars',
    description: 'Let customers book appointments online and manage your schedule.',
    recommended: true,
  },
  {
    id: 'conversations',
    name: 'Conversations',
    tabId: 'sb_conversations',
    description: 'One inbox for your texts, emails, calls and social media messages.',
    recommended: true,
  },
  {
    id: 'dashboard',
    name: 'Dashboard',
    tabId: 'sb_dashboard',
    description: 'An overview of your leads, sales and appointments at a glance.',
    recommended: true,
  },
  {
    id: 'ai-agents',
    name: 'AI Agents',
    tabId: 'sb_ai-agents',
    altTabIds: ['sb_AI Agents'],
    description: 'AI assistants that answer your customers and book appointments for you.',
    recommended: false,
  },
];

export function menuFeatureById(id: string): MenuFeature | undefined {
  return MENU_FEATURES.find((feature) => feature.id === id);
}

export function menuFeatureByTabId(tabId: string): MenuFeature | undefined {
  return MENU_FEATURES.find((feature) => feature.tabId === tabId);
}

/** The DOM ids a feature's sidebar item may have: its tabId first, then any alternatives. */
export function menuFeatureDomIds(feature: MenuFeature): readonly string[] {
  return [feature.tabId, ...(feature.altTabIds ?? [])];
}
