import { ACCESS_MESSAGES, ErrorCode, type AccessRefusal } from '@retainly/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from './use-sign-out';
import { buttonClass } from '@/components/ui/button-styles';
import { NewTabLink } from '@/components/ui/external-link';

/** The refusals that cover the whole app (a trial's limits only refuse some tools). */
export type BlockReason = Exclude<AccessRefusal, typeof ErrorCode.TrialLimited>;

/**
 * Approval NO or an ended trial: the whole app is covered until the user upgrades or signs out
 * (signed-in spec §4 'Access state'). The server refuses the tools either way.
 */
export function BlockingOverlay({ reason }: { reason: BlockReason }) {
  const signOut = useSignOut();
  const primary = useRef<HTMLAnchorElement>(null);
  useEffect(() => primary.current?.focus(), []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="blocked-title"
        aria-describedby="blocked-text"
        className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-white p-6 text-center shadow-xl sm:p-8"
      >
        <img src="/favicon.svg" alt="" width="40" height="40" className="mx-auto" />
        {reason === ErrorCode.AccessRequired ? (
          <>
            <h1 id="blocked-title" className="text-2xl font-bold">
              Access Required
            </h1>
            <p id="blocked-text" className="text-slate-700">
              {ACCESS_MESSAGES.access_required}
            </p>
            <Link ref={primary} to="/pricing" className={buttonClass({ size: 'lg' })}>
              View Plans
            </Link>
          </>
        ) : (
          <>
            <h1 id="blocked-title" className="text-2xl font-bold">
              {ACCESS_MESSAGES.trial_ended}
            </h1>
            <p id="blocked-text" className="text-slate-700">
              Thanks for trying Retainly. Choose a plan to keep onboarding, training and retaining
              your clients; everything you set up is still here.
            </p>
            <NewTabLink ref={primary} href="/pricing" className={buttonClass({ size: 'lg' })}>
              View Plans
            </NewTabLink>
          </>
        )}
        <Button variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}
