import { createContext, useContext } from 'react';
import type { WheelCoupon } from '@/features/trial-offers/pro-upgrade-dialog';

/** What any part of the shell may open; AppDialogsProvider (app-dialogs.tsx) renders them. */
export interface AppDialogs {
  openUpgrade(): void;
  /** Upgrade With Coupon: the upgrade dialog, with the wheel's code shown and sent to checkout. */
  openUpgradeWithCoupon(coupon: WheelCoupon): void;
  openSpinWheel(): void;
  openSettings(): void;
}

/*
 * Apart from the provider so that the dialogs' own contents (the settings' billing tab) can open
 * another dialog without importing the module that renders them: no import circle.
 */
export const AppDialogsContext = createContext<AppDialogs | null>(null);

export function useAppDialogs(): AppDialogs {
  const dialogs = useContext(AppDialogsContext);
  if (!dialogs) throw new Error('useAppDialogs must be used inside AppDialogsProvider');
  return dialogs;
}
