import type { OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useOnboardingMove } from './api/onboarding-progress';
import { ViewCard, ViewHeading } from './view-card';

/** Step 0: what the installer does, and the button that starts it. */
export function WelcomeView({ state }: { state: OnboardingState }) {
  const move = useOnboardingMove();
  return (
    <ViewCard titleId="onboarding-welcome-title" gap="gap-5">
      <ViewHeading id="onboarding-welcome-title">
        Welcome! Let's set up your client onboarding
      </ViewHeading>
      <p className="max-w-2xl text-slate-700">
        In three short steps your clients get a branded onboarding link inside your platform, with
        training videos that walk them through their new account.
      </p>
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-slate-800">
        <li>Hide the platform's launch pad menu with a line of CSS.</li>
        <li>Add a menu link that opens your onboarding videos.</li>
        <li>Pick your brand colors, or take them from your logo.</li>
      </ol>
      <div>
        <Button
          disabled={move.isPending}
          onClick={() => move.mutate({ action: 'install', from: state })}
        >
          Start Installation
        </Button>
      </div>
    </ViewCard>
  );
}
