/** Every modal the landing page can show; at most one is open at a time. */
export type LandingModal =
  | 'transfer-video'
  | 'confirmation'
  | 'welcome-back'
  | 'thanks-for-booking'
  | 'subscribe'
  | 'lite-access'
  | 'pro-access'
  | 'lite-details'
  | 'pro-details';

export type BillingPeriod = 'monthly' | 'yearly';

/** Section ids the page scrolls to (also used as address hashes). */
export const SECTION_IDS = {
  pricing: 'pricing',
  testimonials: 'testimonials',
  affiliate: 'affiliate',
} as const;
