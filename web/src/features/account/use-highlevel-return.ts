import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { HIGHLEVEL_CONNECT_OUTCOMES, isHighLevelConnectOutcome } from '@retainly/domain';
import { useAppDialogs } from '@/features/app-shell/use-app-dialogs';
import { queryKeys } from '@/lib/query-keys';

/**
 * Back from HighLevel's authorize page (`/app?highlevel=<outcome>`): says how it went and opens
 * Settings on the connection. useToolRoute drops the parameter (an entry parameter), so a
 * reload does not say it again.
 */
export function useHighLevelReturn(): void {
  const [params] = useSearchParams();
  const { openSettings } = useAppDialogs();
  const queryClient = useQueryClient();
  const outcome = params.get('highlevel');
  // Said once per return, though the effect re-runs before the address loses its parameter.
  const said = useRef<string | null>(null);

  useEffect(() => {
    if (outcome === null || said.current === outcome) return;
    said.current = outcome;
    if (isHighLevelConnectOutcome(outcome)) {
      const message = HIGHLEVEL_CONNECT_OUTCOMES[outcome];
      if (outcome === 'connected') toast.success(message);
      else toast.error(message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.highLevel });
      openSettings();
    }
  }, [outcome, openSettings, queryClient]);
}
