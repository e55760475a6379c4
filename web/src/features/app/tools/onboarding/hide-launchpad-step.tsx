import type { OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useOnboardingMove } from './api/onboarding-progress';
import { CodeSnippet } from '../shared/code-snippet';
import { HIDE_LAUNCHPAD_CSS } from './install-snippets';
import { Instructions, StepFrame } from './step-frame';

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
      <Instructions>
        <li>
          In your agency account, open <strong>Agency Settings → Company</strong>.
        </li>
        <li>
          Paste the CSS below into the <strong>Custom CSS</strong> box.
        </li>
        <li>Save, then press Completed.</li>
      </Instructions>
      <CodeSnippet
        title="Custom CSS"
        code={HIDE_LAUNCHPAD_CSS}
        copyLabel="Copy CSS"
        language="CSS"
      />
    </StepFrame>
  );
}
