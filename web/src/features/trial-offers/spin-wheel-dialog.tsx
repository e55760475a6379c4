import type { SpinResult } from '@retainly/domain';
import { Dialog, type DialogOpenProps } from '@/components/ui/dialog';
import { SpinWheelPanel } from './spin-wheel-panel';

/** The discount wheel (spec §4 'Spin wheel'); a fresh panel, and no stale prize, on each open. */
export function SpinWheelDialog({
  open,
  onOpenChange,
  onUpgrade,
}: DialogOpenProps & {
  /** Upgrade With Coupon, with the prize shown. */
  onUpgrade: (prize: SpinResult) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Spin to Win"
      description="Spin the wheel for a discount on your upgrade. You get up to 3 spins."
    >
      <SpinWheelPanel onUpgrade={onUpgrade} />
    </Dialog>
  );
}
