import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

const PANEL =
  'flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center';

/** Grey shapes where the cards and rows will be, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Loading clients...</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4">
        {[0, 1].map((card) => (
          <div key={card} className="h-28 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
      >
        {Array.from({ length: 6 }, (_, row) => (
          <div key={row} className="h-9 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** The list did not load; the toast said so, this lets the user try again in place. */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className={PANEL}>
      <p className="font-semibold text-slate-900">We couldn&apos;t load your clients.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/** No clients at all yet: they appear once they open one of the agency's onboarding links. */
export function NoClientsYet() {
  return (
    <div className={PANEL}>
      <h2 className="text-lg font-semibold text-slate-900">No clients yet</h2>
      <p className="max-w-md text-slate-600">
        Your clients appear here once they open your agency&apos;s onboarding link and start
        watching the videos. Share the link from the Onboarding Tool to get started.
      </p>
      <ButtonLink to="/app/onboarding">Go to the Onboarding Tool</ButtonLink>
    </div>
  );
}

/** A search, filter or page that matched nothing, with the one action that undoes it. */
export function NoMatches({
  message,
  action,
  onAction,
}: {
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className={PANEL}>
      <p role="status" className="font-semibold text-slate-900">
        {message}
      </p>
      <Button variant="outline" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
