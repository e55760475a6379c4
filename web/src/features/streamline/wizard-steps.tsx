import type { StreamlineStep, Workflow } from './streamline-inputs';

const STEPS: readonly { step: StreamlineStep; name: string }[] = [
  { step: 'workflow', name: 'Choose workflow' },
  { step: 'describe', name: 'Describe your business' },
  { step: 'select', name: 'Select features' },
  { step: 'output', name: 'Install the code' },
];

/** 'Step N of 4' and a bar per step; the manual workflow skips the description. */
export function WizardSteps({
  step,
  workflow,
}: {
  step: StreamlineStep;
  workflow: Workflow | null;
}) {
  const current = STEPS.findIndex((entry) => entry.step === step);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-green-800">
        Step {current + 1} of {STEPS.length}
      </p>
      <ol aria-label="Wizard steps" className="grid grid-cols-4 gap-2">
        {STEPS.map((entry, index) => {
          const skipped = entry.step === 'describe' && workflow === 'manual';
          const status = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={entry.step}
              aria-current={status === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${status === 'todo' || skipped ? 'bg-slate-200' : 'bg-brand'}`}
              />
              <span
                className={`text-xs break-words sm:text-sm ${status === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'} ${skipped ? 'line-through' : ''}`}
              >
                {entry.name}
                {skipped ? (
                  <span className="sr-only"> (skipped)</span>
                ) : (
                  status === 'done' && <span className="sr-only"> (done)</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
