import type { ReactNode } from 'react';
import { CodeSnippet } from '@/components/tool-kit/code-snippet';
import { StepIndicator } from './step-indicator';
import { ViewCard, ViewHeading } from './view-card';

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
    <ViewCard titleId="onboarding-step-title" gap="gap-6">
      <StepIndicator step={step} />
      <div className="flex flex-col gap-2">
        <ViewHeading id="onboarding-step-title">{title}</ViewHeading>
        <div className="text-slate-700">{intro}</div>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        {actions}
      </div>
    </ViewCard>
  );
}

/** Numbered instructions for the platform's settings. */
export function Instructions({ children }: { children: ReactNode }) {
  return <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-slate-800">{children}</ol>;
}

/**
 * A snippet for the platform's company settings: where to paste it (the box it is named after),
 * `note` under the instructions, then the code with its copy button.
 */
export function CompanySettingsSnippet({
  box,
  what,
  code,
  copyLabel,
  language,
  note,
}: {
  box: 'Custom CSS' | 'Custom JavaScript';
  /** How the instructions name the code. */
  what: string;
  code: string;
  copyLabel: string;
  language: 'CSS' | 'JAVASCRIPT';
  note?: ReactNode;
}) {
  return (
    <>
      <Instructions>
        <li>
          In your agency account, open <strong>Agency Settings → Company</strong>.
        </li>
        <li>
          Paste the {what} below into the <strong>{box}</strong> box.
        </li>
        <li>Save, then press Completed.</li>
      </Instructions>
      {note}
      <CodeSnippet title={box} code={code} copyLabel={copyLabel} language={language} />
    </>
  );
}
