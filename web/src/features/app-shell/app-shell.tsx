import { useCallback, useState } from 'react';
import { ErrorCode } from '@retainly/domain';
import type { SessionContext } from '@/features/session/session-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { AppDialogsProvider } from './app-dialogs';
import { TrialOffers } from '@/features/trial-offers/trial-offers';
import { useHighLevelReturn } from '@/features/account/use-highlevel-return';
import { AppSidebar } from './app-sidebar';
import { BlockingOverlay, type BlockReason } from './blocking-overlay';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { SidebarProvider, useSidebar } from './sidebar-context';
import { ToolView } from './tool-view';
import { useAwaitPayment } from './use-await-payment';
import { useToolRoute } from './use-tool-route';
import { WelcomeDialog } from './welcome-dialog';

/** Spec §4 'Access state': approval NO, or a trial that has ended, blocks the whole app. */
function blockReason(session: SessionContext): BlockReason | null {
  if (session.approval === 'YES') return null;
  if (!session.isTrialing) return ErrorCode.AccessRequired;
  return session.isTrialExpired ? ErrorCode.TrialEnded : null;
}

/** The signed-in app: sidebar (phones: top and bottom bars), the current tool, overlays. */
export function AppShell({ session }: { session: SessionContext }) {
  const blocked = blockReason(session);
  return (
    <AppDialogsProvider>
      <SidebarProvider shortcut={!blocked}>
        <ShellLayout session={session} blocked={blocked !== null} />
        {blocked && <BlockingOverlay reason={blocked} />}
      </SidebarProvider>
    </AppDialogsProvider>
  );
}

function ShellLayout({ session, blocked }: { session: SessionContext; blocked: boolean }) {
  const { isMobile } = useSidebar();
  useHighLevelReturn();
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const tool = useToolRoute(useCallback(() => setWelcomeOpen(true), []));
  // 'Your paid account has been activated' is for paid accounts only: a trial (or a payment
  // still on its way) sees nothing until the session says YES.
  const paid = session.approval === 'YES';
  useAwaitPayment(welcomeOpen && !paid);
  usePageMeta({
    title: tool.name,
    description: `${tool.name}: ${tool.summary}`,
  });
  const trialing = session.isTrialing && !session.isTrialExpired;

  return (
    <div
      className={`min-h-dvh bg-slate-50 text-slate-900 ${isMobile ? '' : 'flex'}`}
      inert={blocked}
      aria-hidden={blocked || undefined}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus-visible:outline-2 focus-visible:outline-brand"
      >
        Skip to content
      </a>
      {isMobile ? <MobileTopBar session={session} /> : <AppSidebar session={session} />}
      <main
        id="main"
        tabIndex={-1}
        className={`flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 focus:outline-none sm:px-8 ${
          isMobile ? 'pb-24' : ''
        }`}
      >
        {trialing && !blocked && <TrialOffers />}
        <ToolView tool={tool} session={session} blocked={blocked} />
      </main>
      {isMobile && <MobileBottomBar />}
      <WelcomeDialog open={welcomeOpen && paid} onOpenChange={setWelcomeOpen} />
    </div>
  );
}
