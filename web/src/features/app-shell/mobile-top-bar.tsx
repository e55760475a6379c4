import * as RadixDialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import type { SessionContext } from '@/features/session/session-context';
import { useAppDialogs } from './use-app-dialogs';
import { Icon, type IconName } from '@/components/ui/icon';
import { focusRing, navItemClass } from './nav-styles';
import { useSidebar } from './sidebar-context';
import { TrialBadge, TrialStatus } from './trial-status';
import { toolPath } from './tools';
import { useSignOut } from './use-sign-out';

/** Phones: the logo, the trial badge and a menu (an 18rem panel) for account actions. */
export function MobileTopBar({ session }: { session: SessionContext }) {
  const { openMobile, setOpenMobile } = useSidebar();
  const { openSettings } = useAppDialogs();
  const signOut = useSignOut();
  const showTrial = session.isTrialing && !session.isTrialExpired;
  const close = () => setOpenMobile(false);

  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
      <Link to={toolPath('onboarding')} className={`flex items-center gap-2 rounded ${focusRing}`}>
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span className="text-lg font-bold">Retainly</span>
      </Link>
      {showTrial && (
        <span className="ml-auto">
          <TrialBadge daysRemaining={session.trialDaysRemaining} />
        </span>
      )}
      <RadixDialog.Root open={openMobile} onOpenChange={setOpenMobile}>
        <RadixDialog.Trigger
          aria-label="Open menu"
          className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 ${focusRing} ${showTrial ? '' : 'ml-auto'}`}
        >
          <Icon name="menu" className="h-6 w-6" />
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
          >
            <div className="flex items-center justify-between">
              <RadixDialog.Title className="text-lg font-bold">Menu</RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close menu"
                className={`rounded-lg p-2 text-slate-600 hover:bg-slate-100 ${focusRing}`}
              >
                <Icon name="close" />
              </RadixDialog.Close>
            </div>
            {showTrial && (
              <TrialStatus daysRemaining={session.trialDaysRemaining} onAction={close} />
            )}
            <ul className="flex flex-col gap-1">
              <li>
                <Link
                  to={toolPath('walkthrough')}
                  onClick={close}
                  className={navItemClass(false, false)}
                >
                  <Icon name="walkthrough" />
                  Walkthrough
                </Link>
              </li>
              <MenuButton icon="settings" label="Settings" close={close} action={openSettings} />
              <MenuButton
                icon="signOut"
                label="Sign Out"
                close={close}
                action={() => void signOut()}
              />
            </ul>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </header>
  );
}

/** A menu entry that acts (rather than links): the menu closes, then `action` runs. */
function MenuButton({
  icon,
  label,
  close,
  action,
}: {
  icon: IconName;
  label: string;
  close: () => void;
  action: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`w-full ${navItemClass(false, false)}`}
        onClick={() => {
          close();
          action();
        }}
      >
        <Icon name={icon} />
        {label}
      </button>
    </li>
  );
}
