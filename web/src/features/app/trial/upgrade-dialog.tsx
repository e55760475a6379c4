import { useState } from 'react';
import { Link } from 'react-router';
import { UPGRADE_BENEFITS } from '@retainly/domain';
import { Dialog } from '@/components/ui/dialog';
import { useSiteConfig } from '@/features/public-site/use-site-config';
import { useSession } from '@/features/session/use-session';
import { ExternalLink, PRIMARY_LINK_CLASSES } from './external-link';
import { PeriodToggle } from '@/components/ui/period-toggle';
import { upgradeLinkKey, upgradePrice, type UpgradePeriod } from './upgrade-pricing';
import { useTrialOffer } from './use-trial-offer';

/** Upgrade to Pro (spec §4 'Upgrade dialog'): period toggle, the 8 benefits, price, checkout. */
export function UpgradeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [period, setPeriod] = useState<UpgradePeriod>('yearly');
  const { session } = useSession();
  const offer = useTrialOffer(open && !!session?.isTrialing)?.offer;
  const sixMonths = !!session?.isTrialing && offer?.type === 'six-months-free';
  const price = upgradePrice(period, sixMonths);
  const config = useSiteConfig();
  // The six-months links come with the live offer itself, never from the public config.
  const paymentLink = sixMonths
    ? (offer?.paymentLinks?.[period] ?? null)
    : (config?.paymentLinks[upgradeLinkKey(period)] ?? null);

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
        <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Pro Plan benefits">
          {UPGRADE_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-slate-800">
              <span aria-hidden="true" className="font-bold text-green-800">
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      {paymentLink ? (
        <ExternalLink href={paymentLink} className={`${PRIMARY_LINK_CLASSES} w-full`}>
          Upgrade Now
        </ExternalLink>
      ) : (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          Online checkout is not available right now.{' '}
          <Link
            to="/book"
            onClick={() => onOpenChange(false)}
            className="font-semibold text-green-800 underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            Book a call to upgrade
          </Link>
        </p>
      )}
    </Dialog>
  );
}
