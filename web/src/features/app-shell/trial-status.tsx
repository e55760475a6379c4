import { flagsSixMonthsOffer } from '@retainly/domain';
import { useAppDialogs } from './use-app-dialogs';
import { useTrialOffer } from '@/features/trial-offers/api/get-trial-offer';
import { Icon } from '@/components/ui/icon';

/** Three days or fewer left: the badge turns red (signed-in spec §2). */
const URGENT_DAYS = 3;

export function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** The trial's days-left badge. */
export function TrialBadge({ daysRemaining }: { daysRemaining: number }) {
  const urgent = daysRemaining <= URGENT_DAYS;
  return (
    <span
      data-testid="trial-badge"
      data-variant={urgent ? 'destructive' : 'default'}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        urgent ? 'bg-red-700 text-white' : 'bg-green-50 text-green-800 ring-1 ring-green-200'
      }`}
    >
      {daysLeftText(daysRemaining)}
    </span>
  );
}

/**
 * The trial block of the sidebar and the mobile menu: days left, Upgrade Now, and on trial
 * days 3 and 4 a flag for the coming six-months-free offer. `compact` is the collapsed sidebar.
 */
export function TrialStatus({
  daysRemaining,
  compact = false,
  onAction,
}: {
  daysRemaining: number;
  compact?: boolean;
  /** Called after Upgrade Now (e.g. to close the mobile menu). */
  onAction?: () => void;
}) {
  const { openUpgrade } = useAppDialogs();
  const trialDay = useTrialOffer(true)?.trialDay;
  const flagged = trialDay !== undefined && flagsSixMonthsOffer(trialDay);
  const upgrade = () => {
    onAction?.();
    openUpgrade();
  };

  if (compact) {
    return (
      <div className="flex flex-col items-center gap-2">
        <span
          className={`text-xs font-bold ${daysRemaining <= URGENT_DAYS ? 'text-red-700' : 'text-green-800'}`}
          title={daysLeftText(daysRemaining)}
        >
          <span aria-hidden="true">{daysRemaining}d</span>
          <span className="sr-only">{daysLeftText(daysRemaining)}</span>
        </span>
        <button
          type="button"
          onClick={upgrade}
          title="Upgrade Now"
          aria-label="Upgrade Now"
          className="rounded-lg bg-brand p-2 text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <Icon name="upgrade" className="h-4 w-4" />
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-slate-600">Free trial</span>
        <TrialBadge daysRemaining={daysRemaining} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={upgrade}
          className="flex-1 rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Upgrade Now
        </button>
        {flagged && (
          <span
            data-testid="six-months-flag"
            className="rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900"
          >
            {trialDay === 3 ? 'Six months free is coming' : 'Six months free: on now'}
          </span>
        )}
      </div>
    </div>
  );
}
