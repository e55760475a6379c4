import { useEffect, useRef, useState } from 'react';
import {
  VERSION_TIER_NAMES,
  VERSION_TIERS,
  type OnboardingState,
  type VersionTier,
} from '@retainly/domain';
import { versionOf } from './api/versions';
import { CreateVersionButton } from './portal-link';
import { Tabs } from '@/components/ui/tabs';
import { VersionPanel } from './version-panel';

/**
 * Advanced Mode (ADVANCED plan): up to three versions, each with its own link and videos.
 * A version's tab stays disabled until it is created with the button beside the tabs.
 */
export function AdvancedMode({ state }: { state: OnboardingState }) {
  const [chosen, setChosen] = useState<VersionTier | null>(null);
  const justCreated = useRef<VersionTier | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const existing = VERSION_TIERS.filter((tier) => versionOf(state, tier));
  const missing = VERSION_TIERS.filter((tier) => !versionOf(state, tier));
  const shown = chosen && existing.includes(chosen) ? chosen : (existing[0] ?? null);
  const version = shown ? versionOf(state, shown) : undefined;

  // The Create button disappears with its version made: focus goes to the new tab instead.
  useEffect(() => {
    if (!justCreated.current || shown !== justCreated.current) return;
    justCreated.current = null;
    container.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [shown]);

  return (
    <div ref={container} className="flex min-w-0 flex-col gap-4">
      <p className="text-slate-700">
        Give different clients different onboarding: each version has its own link and its own set
        of videos.
      </p>
      <Tabs
        label="Versions"
        tabs={VERSION_TIERS.map((tier) => ({
          id: tier,
          label: VERSION_TIER_NAMES[tier],
          disabled: !versionOf(state, tier),
        }))}
        selected={shown}
        onSelect={setChosen}
        aside={missing.map((tier) => (
          <CreateVersionButton
            key={tier}
            tier={tier}
            onCreated={() => {
              justCreated.current = tier;
              setChosen(tier);
            }}
          />
        ))}
      >
        {version ? (
          <VersionPanel key={version.id} state={state} version={version} />
        ) : (
          <p className="text-slate-700">Create a version to get its link and choose its videos.</p>
        )}
      </Tabs>
    </div>
  );
}
