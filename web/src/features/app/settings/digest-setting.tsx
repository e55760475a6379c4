import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '@/lib/api-client';

/** The part of GET/PUT /api/outcomes/settings this switch reads and writes. */
interface DigestSettings {
  digestEnabled: boolean;
}

const SETTINGS_KEY = ['outcomes', 'settings'] as const;

/**
 * 'Weekly digest e-mail': on by default; Monday 08:00 in the agency's time zone. Saved at once
 * (the switch shows the new state while it saves and goes back if saving fails).
 */
export function DigestSetting() {
  const labelId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<DigestSettings>('/outcomes/settings'),
  });
  const save = useMutation({
    mutationFn: (digestEnabled: boolean) =>
      api<DigestSettings>('/outcomes/settings', {
        method: 'PUT',
        body: JSON.stringify({ digestEnabled }),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      toast.success(saved.digestEnabled ? 'Weekly digest turned on' : 'Weekly digest turned off');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const checked = save.isPending ? save.variables : settings.data?.digestEnabled;

  return (
    <section className="flex items-start justify-between gap-4 border-t border-slate-200 pt-4">
      <div className="flex flex-col gap-1">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          Weekly digest e-mail
        </span>
        <p id={hintId} className="text-sm text-slate-600">
          {settings.isError
            ? 'Could not load this setting. Close and open Settings to try again.'
            : 'Every Monday at 8:00: new clients, completions, who is stalled and minutes watched.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked ?? false}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={checked === undefined || save.isPending}
        onClick={() => save.mutate(!checked)}
        className={`relative mt-0.5 h-6 w-11 shrink-0 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 ${checked ? 'bg-brand' : 'bg-slate-500'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${checked ? 'left-[1.375rem]' : 'left-0.5'}`}
        />
      </button>
    </section>
  );
}
