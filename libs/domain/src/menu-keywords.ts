/**
 * Menu Link Removal's "AI" analysis (signed-in spec §4): keyword rules that map an agency's
 * description of a client's business to the sidebar features worth keeping. Deterministic and
 * pure, so the page, the tests and any later server use agree.
 */
import { MENU_FEATURES } from './menu-features';

export const STREAMLINE_MESSAGES = {
  describeFirst: 'Please describe your business first',
  moreDetail: 'Please provide a more detailed description of your business',
  includeOne: 'Please select at least one feature to include',
  removeOne: 'Please select at least one feature to remove',
  subAccountRequired: 'Please enter a Sub Account ID',
} as const;

const MIN_DESCRIPTION_CHARS = 10;
const MIN_LONG_WORDS = 2;

/** §5: the message to show for a description, or null when it can be analysed. */
export function descriptionProblem(description: string): string | null {
  const text = description.trim();
  if (!text) return STREAMLINE_MESSAGES.describeFirst;
  // A "word" is a run of letters or digits, so '!!! ???' or 'a b c d e' is not detail.
  const longWords = (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2);
  if (text.length < MIN_DESCRIPTION_CHARS || longWords.length < MIN_LONG_WORDS) {
    return STREAMLINE_MESSAGES.moreDetail;
  }
  return null;
}

interface KeywordRule {
  /** Lower case; a space also matches a hyphen, and a trailing 's' or 'es' is allowed. */
  keywords: readonly string[];
  keep: readonly string[];
}

/** A keyword list written as prose: comma-separated, spaces and line breaks around them ignored. */
function words(list: TemplateStringsArray): string[] {
  return list[0]
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** Kinds of business first (one rule each), then features the description asks for by name. */
const KEYWORD_RULES: readonly KeywordRule[] = [
  {
    keywords: words`
      restaurant, cafe, café, coffee, bakery, bistro, diner, pizza, catering,
      food truck, takeaway, pub, brewery, winery
    `,
    keep: ['reputation', 'sites', 'email-marketing', 'mobile-app'],
  },
  {
    keywords: words`
      dentist, dental, orthodontist, clinic, medical, doctor, physician,
      chiropractor, chiropractic, physio, physiotherapy, therapist, therapy,
      healthcare, patient, optometrist, veterinary, vet, pharmacy
    `,
    keep: ['reputation', 'email-marketing', 'payments', 'reporting'],
  },
  {
    keywords: words`e-commerce, ecommerce, shop, store, retail, boutique, merch`,
    keep: ['payments', 'sites', 'email-marketing', 'media', 'automation', 'reporting'],
  },
  {
    keywords: words`
      coach, coaching, consultant, consulting, mentor, mentoring, courses, tutor,
      tutoring, teacher, teaching, academy, webinar
    `,
    keep: ['memberships', 'payments', 'sites', 'email-marketing', 'automation', 'media'],
  },
  {
    keywords: words`real estate, realtor, realty, property, properties, mortgage`,
    keep: ['sites', 'email-marketing', 'automation', 'reputation', 'mobile-app'],
  },
  {
    keywords: words`agency, digital marketing, advertising, seo, social media, lead generation`,
    keep: ['automation', 'sites', 'email-marketing', 'reporting', 'reputation', 'media'],
  },
  {
    keywords: words`
      salon, spa, barber, barbershop, beauty, hair, nail, lash, massage,
      esthetician, aesthetics, med spa, medspa, tattoo
    `,
    keep: ['reputation', 'payments', 'email-marketing', 'mobile-app'],
  },
  {
    keywords: words`
      contractor, plumber, plumbing, electrician, hvac, roofing, roofer,
      landscaping, landscaper, cleaning, cleaner, handyman, remodeling,
      construction, painter, painting, pest control, home services, repair
    `,
    keep: ['reputation', 'payments', 'mobile-app', 'automation'],
  },
  {
    keywords: words`fitness, gym, personal trainer, yoga, pilates, crossfit, martial arts`,
    keep: ['memberships', 'payments', 'reputation', 'email-marketing', 'mobile-app'],
  },
  {
    keywords: words`law, lawyer, attorney, legal, solicitor, paralegal`,
    keep: ['reputation', 'automation', 'payments'],
  },
  {
    keywords: words`accountant, accounting, bookkeeping, bookkeeper, tax, insurance`,
    keep: ['automation', 'email-marketing', 'payments', 'reporting'],
  },
  // Features named outright.
  { keywords: ['review', 'reputation', 'testimonial'], keep: ['reputation'] },
  { keywords: ['website', 'funnel', 'landing page', 'blog'], keep: ['sites'] },
  { keywords: ['email', 'newsletter'], keep: ['email-marketing'] },
  { keywords: ['invoice', 'payment', 'subscription', 'checkout'], keep: ['payments'] },
  { keywords: ['membership', 'community', 'online course'], keep: ['memberships'] },
  { keywords: ['automation', 'automate', 'workflow', 'follow up'], keep: ['automation'] },
  { keywords: ['ai', 'chatbot', 'chat bot', 'virtual assistant'], keep: ['ai-agents'] },
  { keywords: ['report', 'reporting', 'analytics'], keep: ['reporting'] },
  { keywords: ['video', 'photo', 'photography', 'media'], keep: ['media'] },
];

function keywordPattern(keyword: string): RegExp {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');
  // Word boundaries that understand accented letters, unlike \b.
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');
}

const COMPILED_RULES = KEYWORD_RULES.map((rule) => ({
  patterns: rule.keywords.map(keywordPattern),
  keep: new Set(rule.keep),
}));

/**
 * Feature ids (not tab ids) to keep for a business description: the recommended base set plus
 * what every matching rule adds, once each, in the order of MENU_FEATURES.
 */
export function recommendedFeatureIds(description: string): string[] {
  const keep = new Set(MENU_FEATURES.filter((f) => f.recommended).map((f) => f.id));
  for (const rule of COMPILED_RULES) {
    if (rule.patterns.some((pattern) => pattern.test(description))) {
      rule.keep.forEach((id) => keep.add(id));
    }
  }
  return MENU_FEATURES.filter((f) => keep.has(f.id)).map((f) => f.id);
}
