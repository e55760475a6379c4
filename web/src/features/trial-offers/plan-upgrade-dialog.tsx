import { ADVANCED_EXTRA_FEATURES, LANDING_PRICING } from '@retainly/domain';
import { NoticeDialog } from '@/components/ui/notice-dialog';
import { Dialog, type DialogOpenProps } from '@/components/ui/dialog';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { BenefitList, CheckoutLink } from './checkout-link';

const { advanced } = LANDING_PRICING;

/**
 * A paying Basic account's next plan (PLAN_UPGRADES: Advanced is the only plan above another):
 * its monthly price, what it adds, and the same checkout as 'Upgrade Today'.
 */
export function AdvancedUpgradeDialog({ open, onOpenChange }: DialogOpenProps) {
  const paymentLink = useSiteConfig()?.paymentLinks['upgrade-advanced'] ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Upgrade to ${advanced.name}`}
      description={`You are on the Basic plan. ${advanced.name} adds everything below.`}
    >
      <div className="rounded-xl border border-slate-200 p-5">
        <h3 className="text-lg font-bold">{advanced.name} Plan</h3>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2" data-testid="upgrade-price">
          <span className="text-3xl font-bold text-slate-900">${advanced.monthly}</span>
          <span className="text-slate-700">/month</span>
        </p>
        <BenefitList label={`${advanced.name} plan features`} items={ADVANCED_EXTRA_FEATURES} />
      </div>
      <CheckoutLink
        href={paymentLink}
        topic="upgrade-advanced"
        onLeave={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

/** A paying account already on the top plan: nothing to sell, and it says so. */
export function TopPlanDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <NoticeDialog
      open={open}
      onOpenChange={onOpenChange}
      title="You're on the top plan"
      description={`Your ${advanced.name} plan already includes every tool and feature. There is nothing to upgrade.`}
      button="Got it"
      buttonAtEnd
    />
  );
}
