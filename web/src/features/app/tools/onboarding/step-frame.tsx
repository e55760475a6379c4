import type { ReactNode } from 'react';
import { StepIndicator } from './step-indicator';

/**
 * One installer step: the indicator, its heading (focused when the step changes, see
 * OnboardingTool), its content and the buttons that move on.
 */
export function StepFrame({
  step,
  title,
  intro,
  children,
  actions,
}: {
  step: number;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="onboarding-step-title"
      className="flex min-w-0 flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <StepIndicator step={step} />
      <div className="flex flex-col gap-2">
        <h2
          id="onboarding-step-title"
          tabIndex={-1}
          data-view-heading
          className="text-xl font-bold focus:outline-none"
        >
          {title}
        </h2>
        <div className="text-slate-700">{intro}</div>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        {actions}
      </div>
    </section>
  );
}

/** Numbered instructions for the platform's settings. */
export function Instructions({ children }: { children: ReactNode }) {
  return <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-slate-800">{children}</ol>;
}
