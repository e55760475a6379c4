import { UPGRADE_PRICING, type PaymentLinkKey } from '@retainly/domain';

export type UpgradePeriod = 'monthly' | 'yearly';

export interface UpgradePrice {
  amount: number;
  per: 'month' | 'year';
  /** '(about $N/month)' on yearly prices. */
  perMonth: number | null;
  /** The regular yearly price, struck through while the six-months offer runs. */
  regular: number | null;
}

/** The Pro plan's price (spec §9): $97/month, $970/year, $582/year with the six-months offer. */
export function upgradePrice(period: UpgradePeriod, sixMonthsOffer: boolean): UpgradePrice {
  if (period === 'monthly') {
    return { amount: UPGRADE_PRICING.monthly, per: 'month', perMonth: null, regular: null };
  }
  return sixMonthsOffer
    ? {
        amount: UPGRADE_PRICING.sixMonthsYearly,
        per: 'year',
        perMonth: UPGRADE_PRICING.sixMonthsYearlyPerMonth,
        regular: UPGRADE_PRICING.yearly,
      }
    : {
        amount: UPGRADE_PRICING.yearly,
        per: 'year',
        perMonth: UPGRADE_PRICING.yearlyPerMonth,
        regular: null,
      };
}

/** The regular payment link per period (the six-months ones come with the live offer). */
export function upgradeLinkKey(period: UpgradePeriod): PaymentLinkKey {
  return period === 'yearly' ? 'upgrade-yearly' : 'upgrade-monthly';
}
