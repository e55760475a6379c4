import { useState } from 'react';
import type { OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { planGatedTab } from '@/features/billing/plan-gated-tab';
import { useOnboardingMove } from './api/onboarding-progress';
import { AdvancedMode } from './advanced-mode';
import { BasicMode } from './basic-mode';
import { useUpgradePrompt } from './upgrade-prompt';
import { ViewCard, ViewHeading } from './view-card';

type Mode = 'basic' | 'advanced';

/** After setup: Basic Mode and Advanced Mode (ADVANCED plan only), and the guide again. */
export function CompletedView({ state }: { state: OnboardingState }) {
  const move = useOnboardingMove();
  const promptUpgrade = useUpgradePrompt();
  const [mode, setMode] = useState<Mode>('basic');
  const advancedAllowed = state.plan === 'ADVANCED';
  const shown = advancedAllowed ? mode : 'basic';

  return (
    <ViewCard titleId="onboarding-completed-title" gap="gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <ViewHeading id="onboarding-completed-title">Your client onboarding is ready</ViewHeading>
          <p className="text-slate-700">Share your link, and fine-tune what clients see.</p>
        </div>
        <Button
          variant="outline"
          disabled={move.isPending}
          onClick={() => move.mutate({ action: 'guide', from: state })}
        >
          Installation Guide
        </Button>
      </div>
      <Tabs
        label="Onboarding mode"
        tabs={[
          { id: 'basic', label: 'Basic Mode' },
          planGatedTab('advanced', 'Advanced Mode', advancedAllowed),
        ]}
        selected={shown}
        onSelect={(tab) =>
          tab === 'advanced' && !advancedAllowed ? promptUpgrade() : setMode(tab)
        }
      >
        {shown === 'basic' ? <BasicMode state={state} /> : <AdvancedMode state={state} />}
      </Tabs>
    </ViewCard>
  );
}
