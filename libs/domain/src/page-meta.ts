/**
 * Each public page's title and description: the api writes them into index.html (so link
 * previews, which run no JavaScript, see them) and the web app sets them on navigation.
 */
export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Retainly';

export const PAGE_META = {
  '/': {
    title: 'Retainly — Onboard. Train. Retain. | HighLevel White-Label Tool',
    description:
      'Brand-less HighLevel onboarding videos on your own branded link, an activity dashboard and white-label tools. Trusted by 500+ agencies. 7-day free trial.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Retainly plans for HighLevel agencies: $97 a month or $970 a year (save $194), or Enterprise. 30 day money-back guarantee, cancel anytime, no setup fee.',
  },
  '/review': {
    title: 'Reviews and FAQ',
    description:
      'What agencies say about Retainly, answers to common questions, and a place to leave your own review.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'How Retainly collects, uses and protects your data. Effective 9/18/2025.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms for using Retainly. Effective 9/18/2025.',
  },
  '/book': {
    title: 'Book a Demo Call',
    description:
      'Book a short call to see Retainly in action. After the call you can try it free for 7 days.',
  },
  '/gift': {
    title: 'A Free Gift for Your Agency',
    description:
      'A free HighLevel e-mail marketing snapshot and onboarding checklist for agency owners, from Retainly.',
  },
  '/switch': {
    title: 'Switch Your HighLevel Account',
    description:
      'How switching your HighLevel account works: what transfers, what needs reconnecting, and what does not.',
  },
  '/go': {
    title: 'Free E-mail Marketing for HighLevel Agencies',
    description:
      'Install the free e-mail marketing snapshot, then choose to switch your account or pay. See exactly what transfers.',
  },
  '/promo': {
    title: 'Current Offer',
    description:
      'Book a demo call and try Retainly free for 7 days. Yearly plans save 14%. 30 day money-back guarantee.',
  },
  '/auth': {
    title: 'Sign In',
    description: 'Sign in to Retainly or create your account.',
  },
  '/affiliate': {
    title: 'Affiliate Program',
    description:
      'Refer agencies to Retainly: free access for your first referral, 30% recurring commission, and a $1,000 a month car bonus at 100 active sign-ups.',
  },
  '/summit': {
    title: 'Great Meeting You at the Summit',
    description:
      'Leave your number and we will text you more about Retainly, the white-label onboarding toolkit for HighLevel agencies.',
  },
  '/webinar': {
    title: 'Free Webinar: Find, Close and Keep More Customers',
    description:
      'A free 45-minute webinar for HighLevel agencies on finding, closing and keeping customers. Pick a session and register.',
  },
  '/login': { title: 'Welcome Back', description: 'Log in to Retainly.' },
  '/signup': {
    title: 'Create Your Account',
    description: 'Create your Retainly account and start your 7-day free trial.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PAGE_META;

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'Oops! Page not found.',
};

/** The full document title: the page's own, then the product name. */
export function documentTitle(meta: PageMeta): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

export function pageMetaFor(path: string): PageMeta | undefined {
  const clean = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return Object.hasOwn(PAGE_META, clean) ? PAGE_META[clean as PublicPath] : undefined;
}
