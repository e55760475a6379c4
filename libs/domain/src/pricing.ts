/**
 * Every price the public pages show (spec §9). The landing and pricing pages quote different
 * figures on purpose; change them here only. Payment links are deployment config
 * (/api/site-config), keyed by these plan keys.
 */
export const LANDING_PRICING = {
  basic: { name: 'Basic', monthly: 27 },
  advanced: {
    name: 'Advanced',
    badge: 'Most Popular',
    monthly: 97,
    yearly: 997,
    yearlyPerMonth: 83,
    yearlySaving: 167,
    yearlyBadge: 'Save 14%',
  },
} as const;

export const PRICING_PAGE = {
  monthly: 97,
  yearly: 970,
  yearlySaving: 194,
} as const;

export const BASIC_FEATURES = [
  '25+ video onboarding tool',
  'New videos every month',
  'Activity dashboard',
  'Branding tool',
  'Menu link deletion tool',
  'AI offer and ads tool',
] as const;

export const ADVANCED_EXTRA_FEATURES = [
  '3 custom onboarding experiences',
  'Name and e-mail login tracking',
  'Turn shown videos on and off',
  'Advanced branding',
] as const;

export const GUARANTEES = [
  '30 day money-back guarantee',
  'Cancel anytime',
  'No contracts',
  'No setup fee',
] as const;

export const AGENCIES_CLAIM = '500+';

export const AFFILIATE_LEVELS = [
  {
    level: 1,
    title: 'Level 1: Free access',
    text: 'Refer your first customer and your own access is free for as long as that customer stays active.',
  },
  {
    level: 2,
    title: 'Level 2: 30% recurring commission',
    text: 'Earn 30% of every payment your referrals make, every month: $30 a month on a $99 plan.',
  },
  {
    level: 3,
    title: 'Level 3: $1,000 a month car bonus',
    text: 'Reach 100 active sign-ups and we add a $1,000 a month car bonus on top of your commission.',
  },
] as const;

/** Keys of the payment links in the site config. */
export const PAYMENT_LINK_KEYS = [
  'basic-monthly',
  'advanced-monthly',
  'advanced-yearly',
  'pricing-monthly',
  'pricing-yearly',
  // The in-app upgrade dialog and trial offers (signed-in spec §4 'Upgrade dialog').
  'upgrade-basic',
  'upgrade-advanced',
  'upgrade-monthly',
  'upgrade-yearly',
  'upgrade-six-months-monthly',
  'upgrade-six-months-yearly',
] as const;

/** The upgrade dialog's Pro plan (signed-in spec §9). */
export const UPGRADE_PRICING = {
  monthly: 97,
  yearly: 970,
  yearlyPerMonth: 81,
  sixMonthsYearly: 582,
  sixMonthsYearlyPerMonth: 49,
} as const;

export const UPGRADE_BENEFITS = [
  'Unlimited tool access',
  'Priority support',
  'Advanced analytics',
  'Custom branding',
  'White-label',
  'API access',
  'Team collaboration',
  'Advanced automation',
] as const;
export type PaymentLinkKey = (typeof PAYMENT_LINK_KEYS)[number];

/** Links served only inside a live offer (GET /api/trial/offer), never in the site config. */
export const OFFER_ONLY_PAYMENT_LINKS = [
  'upgrade-six-months-monthly',
  'upgrade-six-months-yearly',
] as const satisfies readonly PaymentLinkKey[];
