import { useMemo, useState, type ReactNode } from 'react';
import { SettingsDialog } from '@/features/account/settings-dialog';
import { SpinWheelDialog } from '@/features/trial-offers/spin-wheel-dialog';
import { UpgradeDialog, type WheelCoupon } from '@/features/trial-offers/upgrade-dialog';
import { AppDialogsContext, type AppDialogs } from './use-app-dialogs';

type AppDialog = 'upgrade' | 'spin-wheel' | 'settings';

/**
 * The app-wide dialogs (upgrade, wheel, settings): any part of the shell opens one through
 * useAppDialogs(), and only one is open at a time.
 */
export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AppDialog | null>(null);
  const [coupon, setCoupon] = useState<WheelCoupon | null>(null);
  const actions = useMemo<AppDialogs>(
    () => ({
      openUpgrade: () => {
        setCoupon(null);
        setOpen('upgrade');
      },
      openUpgradeWithCoupon: (prize) => {
        setCoupon({ code: prize.code, percent: prize.percent });
        setOpen('upgrade');
      },
      openSpinWheel: () => setOpen('spin-wheel'),
      openSettings: () => setOpen('settings'),
    }),
    [],
  );
  const closeUnless = (dialog: AppDialog) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);
  return (
    <AppDialogsContext.Provider value={actions}>
      {children}
      <UpgradeDialog
        open={open === 'upgrade'}
        onOpenChange={closeUnless('upgrade')}
        coupon={coupon}
      />
      <SpinWheelDialog
        open={open === 'spin-wheel'}
        onOpenChange={closeUnless('spin-wheel')}
        onUpgrade={actions.openUpgradeWithCoupon}
      />
      <SettingsDialog open={open === 'settings'} onOpenChange={closeUnless('settings')} />
    </AppDialogsContext.Provider>
  );
}
