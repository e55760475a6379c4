import { ADVANCED_EXTRA_FEATURES, BASIC_FEATURES, LANDING_PRICING } from '@retainly/domain';
import type { BillingPeriod } from './landing-types';

export type PlanId = 'lite' | 'pro';

export interface PlanPrice {
  amount: number;
  /** One line under the price, e.g. how it is billed. */
  billing: string;
  saving?: string;
  badge?: string;
}

const { basic, advanced } = LANDING_PRICING;

/** The landing page's two plans (spec §9): Basic is sold as Lite, Advanced as Pro+Growth. */
export const PLANS = {
  lite: {
    name: basic.name,
    label: 'Lite',
    accessTitle: 'Get Lite Access',
    detailsTitle: 'Lite Plan Details',
    forWhom:
      'Agencies that want every client onboarded and trained on HighLevel under their own brand, without recording a single video.',
    features: BASIC_FEATURES,
    featuresIntro: undefined,
  },
  pro: {
    name: advanced.name,
    label: 'Pro+Growth',
    badge: advanced.badge,
    accessTitle: 'Get Pro+Growth Access',
    detailsTitle: 'Pro Plan Details',
    forWhom:
      'Growing agencies with several client types that want tailored onboarding, login tracking by name and e-mail, and full control of their brand.',
    features: ADVANCED_EXTRA_FEATURES,
    featuresIntro: 'Everything in Basic, plus:',
  },
} as const;

/** Basic has no yearly price in the spec, so it stays monthly in both modes. */
export function planPrice(plan: PlanId, period: BillingPeriod): PlanPrice {
  if (plan === 'lite') {
    return {
      amount: basic.monthly,
      billing: period === 'yearly' ? 'Monthly billing only.' : 'Billed monthly. Cancel anytime.',
    };
  }
  if (period === 'monthly') {
    return { amount: advanced.monthly, billing: 'Billed monthly. Cancel anytime.' };
  }
  return {
    amount: advanced.yearlyPerMonth,
    billing: `Billed $${advanced.yearly} per year`,
    saving: `Save $${advanced.yearlySaving} per year`,
    badge: advanced.yearlyBadge,
  };
}
