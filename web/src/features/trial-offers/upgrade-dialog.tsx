import { upgradeOffer } from '@retainly/domain';
import { useSession } from '@/features/session/api/use-session';
import { AdvancedUpgradeDialog, TopPlanDialog } from './plan-upgrade-dialog';
import { ProUpgradeDialog, type WheelCoupon } from './pro-upgrade-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog';

export type { WheelCoupon } from './pro-upgrade-dialog';

/**
 * Upgrade, as fits the account (upgradeOffer): Pro for accounts not paying yet, the next plan
 * for a paying Basic account, and 'top plan' for a paying Advanced one.
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  coupon = null,
}: DialogOpenProps & {
  coupon?: WheelCoupon | null;
}) {
  const { session } = useSession();
  const offer = session ? upgradeOffer(session) : { kind: 'pro' as const };
  if (offer.kind === 'top-plan') return <TopPlanDialog open={open} onOpenChange={onOpenChange} />;
  // Advanced is the only plan above another (PLAN_UPGRADES).
  if (offer.kind === 'plan')
    return <AdvancedUpgradeDialog open={open} onOpenChange={onOpenChange} />;
  return <ProUpgradeDialog open={open} onOpenChange={onOpenChange} coupon={coupon} />;
}
