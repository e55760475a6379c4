const STEP_NAMES = ['Hide the launch pad', 'Add your menu link', 'Choose brand colors'] as const;
export const STEP_COUNT = STEP_NAMES.length;

/** 'Step N of 3' and a bar per step: done, current (aria-current) or still to do. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-green-800">
        Step {step} of {STEP_COUNT}
      </p>
      <ol aria-label="Installation steps" className="grid grid-cols-3 gap-2">
        {STEP_NAMES.map((name, index) => {
          const number = index + 1;
          const status = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={status === 'current' ? 'step' : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${status === 'todo' ? 'bg-slate-200' : 'bg-brand'}`}
              />
              <span
                className={`text-xs sm:text-sm ${status === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
              >
                {name}
                {status === 'done' && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
