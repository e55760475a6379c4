import { PRICING_PAGE } from './pricing';
import { WEBINAR_LENGTH_MINUTES } from './public-forms';

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
    title: 'Retainly — Onboard. Train. Retain. | White-Label Onboarding for HighLevel Agencies',
    description:
      'Brand-less onboarding videos, an activity dashboard and white-label tools that help HighLevel agencies onboard, train and retain their clients. Trusted by 500+ agencies.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Retainly pricing: $97 a month or $970 a year (save $194), Enterprise on request. 30 day money-back guarantee, no setup fee, cancel anytime.',
  },
  '/review': {
    title: 'Reviews & FAQ',
    description:
      'Tell us how Retainly works for your agency, and find answers to common questions about the HighLevel white-label onboarding toolkit.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'How Retainly collects, uses and protects your personal information, in plain language.',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms for using Retainly: eligibility, billing, refunds, cancellation, liability and governing law.',
  },
  '/book': {
    title: 'Book a Demo Call',
    description:
      'Book a free demo call to see Retainly in action. After the call you can try it free for 7 days.',
  },
  '/gift': {
    title: 'A Free Gift for Your Agency',
    description:
      'Two free gifts for HighLevel agencies: an e-mail marketing snapshot and a client onboarding checklist that helps you keep clients longer.',
  },
  '/switch': {
    title: 'How Switching Works',
    description:
      'How to switch your HighLevel account under the Retainly affiliate link: a short video, four steps, and what transfers, what needs reconnecting and what does not.',
  },
  '/go': {
    title: 'Free E-mail Marketing Snapshot',
    description:
      'Get free e-mail marketing for your HighLevel agency: watch the tutorial, install the snapshot, and see exactly what moves when you switch.',
  },
  '/promo': {
    title: 'Free 7-Day Trial Offer',
    description: `Book a demo call and try Retainly free for 7 days. Yearly plans save $${PRICING_PAGE.yearlySaving}.`,
  },
  '/auth': {
    title: 'Sign in to Retainly',
    description: 'Log in to your Retainly account or create one. Affiliates sign in here too.',
  },
  '/affiliate': {
    title: 'Affiliate Program',
    description:
      'Refer HighLevel agencies to Retainly: free access, 30% recurring commission and a $1,000 a month car bonus at 100 active sign-ups.',
  },
  '/summit': {
    title: 'Great meeting you at the summit!',
    description:
      'Thanks for stopping by at the summit. Leave your number and we will text you how Retainly keeps HighLevel clients onboarded and active.',
  },
  '/webinar': {
    title: 'Free webinar: find, close and keep more customers',
    description: `A free ${WEBINAR_LENGTH_MINUTES}-minute live training for HighLevel agency owners: how to find, close and keep more customers.`,
  },
  '/login': { title: 'Welcome Back', description: 'Log in to Retainly.' },
  '/reset-password': {
    title: 'Reset Your Password',
    description: 'Choose a new password for your Retainly account.',
  },
  '/initial-questions': {
    title: 'Tell Us About Your Agency',
    description: 'Four quick questions so Retainly fits your agency.',
  },
  '/auth/confirm': {
    title: 'Confirming Your E-mail',
    description: 'Confirming your e-mail address for Retainly.',
  },
  '/auth/set-password': {
    title: 'Setting Your Password',
    description: 'Setting the password of your Retainly account.',
  },
  '/auth/sign-in': { title: 'Signing You In', description: 'Opening your Retainly sign-in link.' },
  '/signup': {
    title: 'Create Your Account',
    description: 'Create your Retainly account and start your 7-day free trial.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PAGE_META;

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved.',
};

/** The full document title: the page's own, then the product name. */
export function documentTitle(meta: PageMeta): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

/** The signed-in app's generic meta (its pages set their own titles once loaded). */
export const APP_META: PageMeta = {
  title: 'Your Retainly App',
  description: 'Onboarding, training and retention tools for your HighLevel agency.',
};

/** The operator console at /admin. */
export const ADMIN_META: PageMeta = {
  title: 'Operator console',
  description:
    'Retainly operators: accounts, the video library, leads, webhook deliveries and queues.',
};

/**
 * The meta for a request path and the canonical path it belongs to (query, hash and trailing
 * slashes dropped), or undefined for a path no page claims.
 */
export function pageMetaFor(path: string): { path: string; meta: PageMeta } | undefined {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (Object.hasOwn(PAGE_META, clean)) return { path: clean, meta: PAGE_META[clean as PublicPath] };
  if (clean === '/app' || clean.startsWith('/app/')) return { path: '/app', meta: APP_META };
  if (clean === '/admin' || clean.startsWith('/admin/'))
    return { path: '/admin', meta: ADMIN_META };
  return undefined;
}
