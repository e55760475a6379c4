import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { HighLevelWriteBackView } from '@retainly/domain';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { highLevelSubAccountsQuery } from './api/highlevel-connection';
import { changeHighLevelWriteBack, highLevelWriteBackQuery } from './api/highlevel-write-back';

const OFF = '';

function progressLine(view: HighLevelWriteBackView): string {
  if (!view.locationId) return 'Each client’s contact can carry their progress as tags and fields.';
  if (view.pending > 0) return `Writing ${view.pending} client${view.pending === 1 ? '' : 's'}…`;
  return `${view.written} client${view.written === 1 ? '' : 's'} up to date in HighLevel.`;
}

/**
 * Settings → HighLevel → "Write progress to": the agency's own sub-account, where each
 * client's contact gets tags (onboarding-started, -stalled, -completed, one per step) and
 * fields its workflows can act on.
 */
export function HighLevelWriteBackSetting() {
  const queryClient = useQueryClient();
  const view = useQuery(highLevelWriteBackQuery());
  const subAccounts = useQuery(highLevelSubAccountsQuery());
  const save = useMutation({
    mutationFn: (locationId: string | null) => changeHighLevelWriteBack({ locationId }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.highLevelWriteBack, saved);
      toast.success(saved.locationId ? 'Progress will be written there.' : 'Write-back is off.');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save where progress goes')),
  });
  if (!view.data || !subAccounts.data || subAccounts.data.length === 0) return null;
  const current = save.isPending ? (save.variables ?? OFF) : (view.data.locationId ?? OFF);
  return (
    <div className="mt-4 flex flex-col gap-1">
      <SelectField
        label="Write progress to"
        value={current}
        disabled={save.isPending}
        className="w-full sm:max-w-md"
        onChange={(event) => save.mutate(event.target.value === OFF ? null : event.target.value)}
      >
        <option value={OFF}>Off</option>
        {subAccounts.data.map((subAccount) => (
          <option key={subAccount.locationId} value={subAccount.locationId}>
            {subAccount.name ?? subAccount.locationId}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-600" aria-live="polite">
        {progressLine(view.data)}
        {view.data.lastError && ` Last problem: ${view.data.lastError}`}
      </p>
    </div>
  );
}
