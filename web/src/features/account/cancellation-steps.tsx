import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CANCELLATION_REASONS, type CancellationReason } from '@retainly/domain';
import { NewTabLink } from '@/components/ui/external-link';
import { RadioOptions } from '@/components/ui/radio-options';

const OPTION =
  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-300';
const LOOK = {
  option: (checked: boolean) =>
    `${OPTION} ${checked ? 'border-brand bg-green-50' : 'border-slate-200 hover:bg-slate-50'}`,
  input: 'accent-green-600',
};

/**
 * One wizard step: its question as a heading that takes focus when the step appears (the
 * button that led here is gone), the answers grouped under it, and the step's error.
 */
function WizardStep({
  question,
  error,
  children,
}: {
  question: string;
  error: string | null;
  children: (ids: { labelledBy: string; describedBy?: string }) => ReactNode;
}) {
  const headingId = useId();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3">
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {question}
      </h3>
      {children({ labelledBy: headingId, describedBy: error ? errorId : undefined })}
      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** A step answered by one radio choice, with what follows the choice (`after`). */
function RadioStep<Option extends string | boolean>({
  question,
  error,
  className,
  after,
  ...choice
}: {
  question: string;
  error: string | null;
  className: string;
  after?: ReactNode;
  options: readonly Option[];
  value: Option | null;
  onChange: (option: Option) => void;
  label?: (option: Option) => ReactNode;
}) {
  return (
    <WizardStep question={question} error={error}>
      {({ labelledBy, describedBy }) => (
        <>
          <fieldset
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            className={className}
          >
            <RadioOptions {...choice} look={LOOK} />
          </fieldset>
          {after}
        </>
      )}
    </WizardStep>
  );
}

export function ReasonStep({
  reason,
  onChange,
  error,
}: {
  reason: CancellationReason | null;
  onChange: (reason: CancellationReason) => void;
  error: string | null;
}) {
  return (
    <RadioStep
      question="Why are you cancelling?"
      error={error}
      className="grid gap-2 sm:grid-cols-2"
      options={CANCELLATION_REASONS}
      value={reason}
      onChange={onChange}
    />
  );
}

export function OnboardingCallStep({
  hadCall,
  onChange,
  error,
}: {
  hadCall: boolean | null;
  onChange: (hadCall: boolean) => void;
  error: string | null;
}) {
  return (
    <RadioStep
      question="Have you had your onboarding call?"
      error={error}
      className="grid grid-cols-2 gap-2"
      options={[true, false]}
      value={hadCall}
      onChange={onChange}
      label={(had) => (had ? 'Yes' : 'No')}
      after={hadCall === false && <BookCallSuggestion />}
    />
  );
}

/** Most set-up trouble is solved in that call, so it is offered before the account goes. */
function BookCallSuggestion() {
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      <p className="font-semibold">Before you go, book your free onboarding call</p>
      <p className="mt-1">
        In one call we set up your white-label onboarding with you and answer your questions. Many
        agencies stay once they have had it.
      </p>
      <NewTabLink
        href="/book"
        className="mt-2 inline-block font-semibold text-green-800 underline underline-offset-2 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Book an onboarding call
      </NewTabLink>
    </div>
  );
}

export function ConfirmStep({
  reason,
  hadCall,
  confirmed,
  onChange,
  error,
}: {
  reason: CancellationReason | null;
  hadCall: boolean | null;
  confirmed: boolean;
  onChange: (confirmed: boolean) => void;
  error: string | null;
}) {
  return (
    <WizardStep question="Confirm your cancellation" error={error}>
      {({ describedBy }) => (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
            <dt className="text-slate-600">Reason</dt>
            <dd className="text-slate-900">{reason}</dd>
            <dt className="text-slate-600">Onboarding call</dt>
            <dd className="text-slate-900">{hadCall ? 'Yes' : 'No'}</dd>
          </dl>
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={confirmed}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.checked)}
              className="mt-0.5 size-4 accent-green-600"
            />
            I understand that cancelling ends my access to Retainly and may permanently delete my
            data.
          </label>
        </>
      )}
    </WizardStep>
  );
}
