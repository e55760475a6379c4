import { SETUP_STEP_TITLES, type SetupStepKey } from '@retainly/domain';
import { formatDate } from './labels';

/**
 * The module's setup step, as checked in the client's HighLevel sub-account: "Done ✓ Calendar
 * created · 4 Dec 2026", or still to do. Beside the watched status, so the agency sees both.
 */
export function SetupStepNote({ step, doneAt }: { step: SetupStepKey; doneAt: string | null }) {
  return (
    <span data-setup-step={step} className="text-xs text-slate-700">
      {doneAt ? (
        <>
          <span className="font-semibold text-emerald-800">
            Done <span aria-hidden="true">✓</span>
          </span>{' '}
          in HighLevel: {SETUP_STEP_TITLES[step]} ·{' '}
          <time dateTime={doneAt}>{formatDate(doneAt)}</time>
        </>
      ) : (
        <>Not done yet in HighLevel: {SETUP_STEP_TITLES[step]}</>
      )}
    </span>
  );
}
