import { useState } from 'react';
import { toast } from 'sonner';
import { CANCELLATION_MESSAGES, type CancellationReason } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { ConfirmStep, OnboardingCallStep, ReasonStep } from './cancellation-steps';
import { cancelAccount } from './api/cancel-account';

type Step = 1 | 2 | 3;
/** One 'Failed to cancel' toast however often it fails, gone once a retry succeeds. */
const FAILED_TOAST_ID = 'cancel-account-failed';
type StepMessage = (typeof CANCELLATION_MESSAGES)['reason' | 'onboardingCall' | 'confirm'];

/**
 * The three-step cancellation (signed-in spec §2, §4, §5): a reason, the onboarding-call
 * question, then the confirmation box and Cancel Now. Answers survive going back and a failure.
 */
export function CancellationWizard({
  onBack,
  onCanceled,
}: {
  onBack: () => void;
  onCanceled: () => void;
}) {
  const [step, setStep] = useState<Step>(1);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [hadCall, setHadCall] = useState<boolean | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refuse(message: StepMessage) {
    toast.error(message.title, { description: message.description });
    setError(message.description);
  }

  function goTo(next: Step) {
    setError(null);
    setStep(next);
  }

  function answer<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setError(null);
    };
  }

  async function cancelNow() {
    if (!reason || hadCall === null) return goTo(reason ? 2 : 1);
    if (!confirmed) return refuse(CANCELLATION_MESSAGES.confirm);
    setBusy(true);
    try {
      await cancelAccount({ reason, hadOnboardingCall: hadCall });
    } catch {
      const { title, description } = CANCELLATION_MESSAGES.failed;
      toast.error(title, { description, id: FAILED_TOAST_ID });
      setBusy(false);
      return;
    }
    // The earlier failure is over: its toast must not stay stacked under the success.
    toast.dismiss(FAILED_TOAST_ID);
    const { title, description } = CANCELLATION_MESSAGES.canceled;
    toast.success(title, { description });
    onCanceled();
  }

  function next() {
    if (step === 1) return reason ? goTo(2) : refuse(CANCELLATION_MESSAGES.reason);
    if (step === 2)
      return hadCall === null ? refuse(CANCELLATION_MESSAGES.onboardingCall) : goTo(3);
    void cancelNow();
  }

  return (
    <div className="flex flex-col gap-5">
      <StepIndicator step={step} />
      {step === 1 && <ReasonStep reason={reason} onChange={answer(setReason)} error={error} />}
      {step === 2 && (
        <OnboardingCallStep hadCall={hadCall} onChange={answer(setHadCall)} error={error} />
      )}
      {step === 3 && (
        <ConfirmStep
          reason={reason}
          hadCall={hadCall}
          confirmed={confirmed}
          onChange={answer(setConfirmed)}
          error={error}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => (step === 1 ? onBack() : goTo((step - 1) as Step))}
        >
          Back
        </Button>
        {step < 3 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button variant="danger" onClick={next} disabled={busy}>
            {busy ? 'Canceling...' : 'Cancel Now'}
          </Button>
        )}
      </div>
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-600">Step {step} of 3</p>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full bg-brand transition-all" style={{ width: `${(step / 3) * 100}%` }} />
      </div>
    </div>
  );
}
