import { useState } from 'react';
import { Dialog, type DialogOpenProps } from '@/components/ui/dialog';
import { useSession } from '@/features/session/api/use-session';
import { BillingTab } from './billing-tab';
import { CancellationWizard } from './cancellation-wizard';
import { ClosingScreen } from './closing-screen';
import { HighLevelConnectionSetting } from './highlevel-connection-setting';
import { ProfileTab } from './profile-tab';
import { SignOutEverywhere } from './sign-out-everywhere';
import { WeeklyDigestSetting } from './weekly-digest-setting';
import { Tabs, type TabItem } from '@/components/ui/tabs';

type SettingsTab = 'profile' | 'billing';
const TABS: readonly TabItem<SettingsTab>[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'billing', label: 'Billing' },
];

/**
 * Settings (signed-in spec §2): Profile and Billing tabs; Billing leads into the cancellation
 * wizard, whose success replaces the whole app with the closing screen.
 */
export function SettingsDialog({ open, onOpenChange }: DialogOpenProps) {
  const { session } = useSession();
  const [tab, setTab] = useState<SettingsTab>('profile');
  const [cancelling, setCancelling] = useState(false);
  const [backFromWizard, setBackFromWizard] = useState(false);
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Every opening starts on Profile, however the last one ended.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setTab('profile');
      setCancelling(false);
      setBackFromWizard(false);
    }
  }

  function selectTab(next: SettingsTab) {
    setTab(next);
    setBackFromWizard(false);
  }

  if (closing) return <ClosingScreen />;

  return (
    <Dialog
      open={open && session !== null}
      onOpenChange={onOpenChange}
      title={cancelling ? 'Cancel Subscription' : 'Settings'}
      description={
        cancelling
          ? 'Three quick steps before we close your account.'
          : 'Manage your profile and billing.'
      }
      size="lg"
    >
      {session &&
        (cancelling ? (
          <CancellationWizard
            onBack={() => {
              setTab('billing');
              setCancelling(false);
              setBackFromWizard(true);
            }}
            onCanceled={() => {
              setClosing(true);
              onOpenChange(false);
            }}
          />
        ) : (
          <Tabs label="Settings" tabs={TABS} selected={tab} onSelect={selectTab}>
            {tab === 'profile' ? (
              <>
                <ProfileTab session={session} />
                <WeeklyDigestSetting />
                <HighLevelConnectionSetting />
                <SignOutEverywhere />
              </>
            ) : (
              <BillingTab
                session={session}
                focusCancel={backFromWizard}
                onCancelSubscription={() => setCancelling(true)}
              />
            )}
          </Tabs>
        ))}
    </Dialog>
  );
}
