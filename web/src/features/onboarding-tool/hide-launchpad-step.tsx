import type { OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useOnboardingMove } from './api/onboarding-progress';
import { HIDE_LAUNCHPAD_CSS } from './install-snippets';
import { CompanySettingsSnippet, StepFrame } from './step-frame';

/** Step 1: hide the launch pad, so the new onboarding link is what clients notice first. */
export function HideLaunchpadStep({ state }: { state: OnboardingState }) {
  const move = useOnboardingMove();
  return (
    <StepFrame
      step={1}
      title="Hide the launch pad"
      intro="Your clients don't need the platform's launch pad menu. This CSS hides it from their sidebar."
      actions={
        <Button
          disabled={move.isPending}
          onClick={() => move.mutate({ action: 'next', from: state })}
        >
          Completed
        </Button>
      }
    >
      <CompanySettingsSnippet
        box="Custom CSS"
        what="CSS"
        code={HIDE_LAUNCHPAD_CSS}
        copyLabel="Copy CSS"
        language="CSS"
      />
    </StepFrame>
  );
}
