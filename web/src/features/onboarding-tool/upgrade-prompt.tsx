import { createContext, useContext, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UpgradeTodayDialog } from '@/features/billing/upgrade-today-dialog';
import { isPlanRequired } from '@/features/billing/plan-gated-tab';
import { queryKeys } from '@/lib/query-keys';

const UpgradePromptContext = createContext<(() => void) | null>(null);

/** The tool's one 'Upgrade Today' dialog, opened from the Advanced Mode tab or a 403. */
export function UpgradePromptProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <UpgradePromptContext.Provider value={() => setOpen(true)}>
      {children}
      <UpgradeTodayDialog open={open} onOpenChange={setOpen} />
    </UpgradePromptContext.Provider>
  );
}

export function useUpgradePrompt(): () => void {
  const open = useContext(UpgradePromptContext);
  if (!open) throw new Error('useUpgradePrompt must be used inside UpgradePromptProvider');
  return open;
}

/**
 * For mutation errors: a plan refusal opens 'Upgrade Today' (and reloads the state, since the
 * plan must have changed since it was loaded) and returns true; anything else returns false.
 */
export function usePlanRefusalHandler(): (error: unknown) => boolean {
  const promptUpgrade = useUpgradePrompt();
  const queryClient = useQueryClient();
  return (error) => {
    if (!isPlanRequired(error)) return false;
    promptUpgrade();
    void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.state, exact: true });
    return true;
  };
}
