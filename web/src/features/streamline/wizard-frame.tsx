import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { StreamlineStep, Workflow } from './streamline-inputs';
import { WizardSteps } from './wizard-steps';

/** The heading that takes focus when the step changes (see StreamlineTool). */
export const STEP_HEADING_ID = 'streamline-step-title';

/**
 * One wizard step: the step indicator, its heading, its content, then Back / Reset and the
 * step's own button. Step 1 has nothing to go back to, so it has no Back.
 */
export function WizardFrame({
  step,
  workflow,
  title,
  intro,
  children,
  onBack,
  onReset,
  primary,
}: {
  step: StreamlineStep;
  workflow: Workflow | null;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  onBack?: () => void;
  onReset: () => void;
  primary?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={STEP_HEADING_ID}
      className="flex min-w-0 flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <WizardSteps step={step} workflow={workflow} />
      <div className="flex flex-col gap-2">
        <h2 id={STEP_HEADING_ID} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {title}
        </h2>
        <div className="text-slate-700">{intro}</div>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        <Button variant="ghost" onClick={onReset}>
          Reset
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          {onBack && (
            <Button variant="outline" onClick={onBack}>
              Back
            </Button>
          )}
          {primary}
        </div>
      </div>
    </section>
  );
}
