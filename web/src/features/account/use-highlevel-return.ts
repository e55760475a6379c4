import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { HIGHLEVEL_CONNECT_OUTCOMES, isHighLevelConnectOutcome } from '@retainly/domain';
import { useAppDialogs } from '@/features/app-shell/use-app-dialogs';
import { queryKeys } from '@/lib/query-keys';

/**
 * Back from HighLevel's authorize page (`/app?highlevel=<outcome>`): says how it went, opens
 * Settings on the connection, and drops the parameter so a reload does not say it again.
 */
export function useHighLevelReturn(): void {
  const [params, setParams] = useSearchParams();
  const { openSettings } = useAppDialogs();
  const queryClient = useQueryClient();
  const outcome = params.get('highlevel');

  useEffect(() => {
    if (outcome === null) return;
    if (isHighLevelConnectOutcome(outcome)) {
      const message = HIGHLEVEL_CONNECT_OUTCOMES[outcome];
      if (outcome === 'connected') toast.success(message);
      else toast.error(message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.highLevel });
      openSettings();
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('highlevel');
        return next;
      },
      { replace: true },
    );
  }, [outcome, openSettings, queryClient, setParams]);
}
