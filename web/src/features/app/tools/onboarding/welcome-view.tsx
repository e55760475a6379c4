import type { OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useOnboardingMove } from './api/onboarding-progress';

/** Step 0: what the installer does, and the button that starts it. */
export function WelcomeView({ state }: { state: OnboardingState }) {
  const move = useOnboardingMove();
  return (
    <section
      aria-labelledby="onboarding-welcome-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="onboarding-welcome-title"
        tabIndex={-1}
        data-view-heading
        className="text-xl font-bold focus:outline-none"
      >
        Welcome! Let's set up your client onboarding
      </h2>
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
    </section>
  );
}
