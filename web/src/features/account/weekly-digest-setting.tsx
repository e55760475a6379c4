import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { outcomeSettingsQuery } from '@/features/automations/api/outcome-settings';
import { saveOutcomeSettings } from '@/features/automations/api/save-outcome-settings';
import { Switch } from '@/components/ui/switch';
import { queryKeys } from '@/lib/query-keys';
import { DigestSampleActions } from './digest-sample-actions';

/**
 * The weekly digest e-mail (Monday 08:00: new clients, completions, who is stalled), on by
 * default; turning it off saves at once (Profile tab). Below it, a preview and a sample now.
 */
export function WeeklyDigestSetting() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(outcomeSettingsQuery());
  const save = useMutation({
    mutationFn: (digestEnabled: boolean) => saveOutcomeSettings({ digestEnabled }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.outcomes.settings, next);
      toast.success(next.digestEnabled ? 'Weekly digest turned on' : 'Weekly digest turned off');
    },
    onError: () => toast.error('Failed to save the weekly digest setting'),
  });
  if (!settings.data) return null;
  const checked = save.isPending ? save.variables : settings.data.digestEnabled;

  return (
    <section className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            Weekly digest e-mail
          </h3>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Every Monday morning: new clients, completions, who is stalled and minutes watched.
          </p>
        </div>
        <Switch
          checked={checked}
          onChange={(next) => !save.isPending && save.mutate(next)}
          labelledBy={`${id}-title`}
          describedBy={`${id}-hint`}
          states={['On', 'Off']}
        />
      </div>
      <DigestSampleActions />
    </section>
  );
}
