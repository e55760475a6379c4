import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { onboardingView, type OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useOnboardingState } from './api/onboarding-state';
import { BrandColorsStep } from './brand-colors-step';
import { CompletedView } from './completed-view';
import { HideLaunchpadStep } from './hide-launchpad-step';
import { MenuLinkStep } from './menu-link-step';
import { OwnVideoUploadsProvider } from './own-video-uploads';
import { UpgradePromptProvider } from './upgrade-prompt';
import { WelcomeView } from './welcome-view';

/** The onboarding tool (signed-in spec §2, §4): the installer's steps, then the modes. */
export function OnboardingTool() {
  return (
    <UpgradePromptProvider>
      <OwnVideoUploadsProvider>
        <OnboardingViews />
      </OwnVideoUploadsProvider>
    </UpgradePromptProvider>
  );
}

function OnboardingViews() {
  const query = useOnboardingState();
  const container = useRef<HTMLDivElement>(null);
  const view = query.data ? onboardingView(query.data) : null;
  const previousView = useRef(view);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load onboarding progress', { id: 'onboarding-load' });
  }, [query.isError]);

  // A move replaces the whole view: keyboard and screen-reader users continue from its heading.
  useEffect(() => {
    if (previousView.current !== null && view !== null && previousView.current !== view) {
      container.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus();
    }
    previousView.current = view;
  }, [view]);

  if (!query.data) {
    return query.isError ? (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-800">
        We couldn't load your onboarding progress.
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <p role="status" className="text-slate-600">
        Loading your onboarding progress...
      </p>
    );
  }

  // contain-inline-size: long snippet lines scroll inside their box instead of widening the
  // page on a phone (the shell lays tools out in a grid, which would grow to fit them).
  return (
    <div ref={container} className="min-w-0 contain-inline-size">
      <CurrentView state={query.data} />
    </div>
  );
}

function CurrentView({ state }: { state: OnboardingState }) {
  switch (onboardingView(state)) {
    case 'completed':
      return <CompletedView state={state} />;
    case 1:
      return <HideLaunchpadStep state={state} />;
    case 2:
      return <MenuLinkStep state={state} />;
    case 3:
      return <BrandColorsStep state={state} />;
    default:
      return <WelcomeView state={state} />;
  }
}
