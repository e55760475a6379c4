import { useState } from 'react';
import { isSitePath, UPGRADE_BENEFITS, withCoupon, type SpinResult } from '@retainly/domain';
import { Dialog, type DialogOpenProps } from '@/components/ui/dialog';
import { PeriodToggle } from '@/components/ui/period-toggle';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { useSession } from '@/features/session/api/use-session';
import { BenefitList, CheckoutLink } from './checkout-link';
import { upgradeLinkKey, upgradePrice, type UpgradePeriod } from './upgrade-pricing';
import { useTrialOffer } from './api/get-trial-offer';

/** A wheel prize taken to checkout (Upgrade With Coupon). */
export type WheelCoupon = Pick<SpinResult, 'code' | 'percent'>;

/**
 * Upgrade to Pro (spec §4 'Upgrade dialog'), for accounts not paying yet: period toggle, the 8
 * benefits, price, checkout. A wheel coupon is shown and handed to the payment link.
 */
export function ProUpgradeDialog({
  open,
  onOpenChange,
  coupon,
}: DialogOpenProps & {
  coupon: WheelCoupon | null;
}) {
  const [period, setPeriod] = useState<UpgradePeriod>('yearly');
  const { session } = useSession();
  const offer = useTrialOffer(open && !!session?.isTrialing)?.offer;
  const sixMonths = !!session?.isTrialing && offer?.type === 'six-months-free';
  const price = upgradePrice(period, sixMonths);
  const config = useSiteConfig();
  const topic = sixMonths ? (`upgrade-six-months-${period}` as const) : upgradeLinkKey(period);
  // The six-months links come with the live offer itself, never from the public config.
  const link = sixMonths
    ? (offer?.paymentLinks?.[period] ?? null)
    : (config?.paymentLinks[upgradeLinkKey(period)] ?? null);
  const couponParameter = config?.couponParameter ?? null;
  const paymentLink = link && coupon ? withCoupon(link, couponParameter, coupon.code) : link;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Upgrade to Pro"
      description="Keep every tool after your trial, for your whole agency."
    >
      <PeriodToggle period={period} onChange={setPeriod} tone="brand" className="self-center" />
      <div className="rounded-xl border border-slate-200 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-bold">Pro Plan</h3>
          {sixMonths && period === 'yearly' && (
            <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
              6 months free
            </span>
          )}
        </div>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2" data-testid="upgrade-price">
          {price.regular !== null && (
            <s className="text-lg text-slate-600">
              <span className="sr-only">Regular price </span>${price.regular}/year
            </s>
          )}
          <span className="text-3xl font-bold text-slate-900">${price.amount}</span>
          <span className="text-slate-700">/{price.per}</span>
          {price.perMonth !== null && (
            <span className="text-sm text-slate-700">(about ${price.perMonth}/month)</span>
          )}
        </p>
        <BenefitList label="Pro Plan benefits" items={UPGRADE_BENEFITS} />
      </div>
      {coupon && (
        <p
          data-testid="upgrade-coupon"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900"
        >
          Your coupon
          <code className="rounded-md border border-dashed border-green-700 bg-white px-2 py-0.5 font-mono font-bold">
            {coupon.code}
          </code>
          {couponText(coupon.percent, link, couponParameter)}
        </p>
      )}
      <CheckoutLink
        href={paymentLink}
        topic={topic}
        coupon={coupon && { parameter: couponParameter, code: coupon.code }}
        onLeave={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

/**
 * Where the coupon takes effect: the provider's checkout (prefilled, or typed without a coupon
 * parameter), or, for a link to /book on this site or no link at all (a call request), our call.
 */
function couponText(percent: number, link: string | null, parameter: string | null): string {
  if (!link || isSitePath(link)) {
    return parameter
      ? `takes ${percent}% off: we apply it on the call.`
      : `takes ${percent}% off: mention it on the call.`;
  }
  return parameter
    ? `takes ${percent}% off at checkout.`
    : `takes ${percent}% off: enter it at checkout.`;
}
