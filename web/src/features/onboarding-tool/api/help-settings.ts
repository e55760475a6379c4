import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { HelpSettings, HelpSettingsInput } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/onboarding/help: the CRM help button's settings (defaults until first saved). */
export function useHelpSettings() {
  return useQuery({
    queryKey: queryKeys.onboarding.help,
    queryFn: () => api<HelpSettings>('/onboarding/help'),
  });
}

/** PUT /api/onboarding/help: the whole form; a 400 carries the message to show beside it. */
export function useSaveHelpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HelpSettingsInput) =>
      api<HelpSettings>('/onboarding/help', {
        method: 'PUT',
        body: jsonBody<HelpSettingsInput>(input),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.onboarding.help, saved);
      toast.success('Help button settings saved');
    },
  });
}
