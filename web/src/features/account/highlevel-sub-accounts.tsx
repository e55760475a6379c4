import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MENU_TITLE_MAX,
  type HighLevelSubAccountChange,
  type HighLevelSubAccountView,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { changeHighLevelSubAccount, highLevelSubAccountsQuery } from './api/highlevel-connection';

/** One sub-account: its Training link on or off, and the link's title. */
function SubAccountItem({ subAccount }: { subAccount: HighLevelSubAccountView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(subAccount.menuTitle);
  const [titleError, setTitleError] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: (next: HighLevelSubAccountChange) =>
      changeHighLevelSubAccount(subAccount.locationId, next),
    onSuccess: (saved) => {
      queryClient.setQueryData<HighLevelSubAccountView[]>(queryKeys.highLevelSubAccounts, (list) =>
        list?.map((each) => (each.locationId === saved.locationId ? saved : each)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.highLevelSubAccounts });
      toast.success('Saved. HighLevel is being updated.');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save the Training link')),
  });
  const name = subAccount.name ?? subAccount.locationId;

  function rename(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < 1 || trimmed.length > MENU_TITLE_MAX) {
      setTitleError(`The menu title must be 1 to ${MENU_TITLE_MAX} characters.`);
      return;
    }
    setTitleError(undefined);
    change.mutate({ menuTitle: trimmed });
  }

  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={`${id}-name`} className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            {name}
          </p>
          <p className="text-sm text-slate-600">
            {subAccount.users} user{subAccount.users === 1 ? '' : 's'}
            {!subAccount.menuApplied && ' · updating HighLevel…'}
          </p>
        </div>
        <span id={`${id}-switch`} className="sr-only">
          Training link in {name}
        </span>
        <Switch
          checked={
            change.isPending && change.variables.menuEnabled !== undefined
              ? change.variables.menuEnabled
              : subAccount.menuEnabled
          }
          onChange={(next) => !change.isPending && change.mutate({ menuEnabled: next })}
          labelledBy={`${id}-switch`}
          states={['On', 'Off']}
        />
      </div>
      {subAccount.menuEnabled && (
        <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={rename} noValidate>
          <Field
            label={`Menu title in ${name}`}
            value={title}
            maxLength={MENU_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            error={titleError}
            className="w-56 max-w-full"
          />
          <Button type="submit" variant="outline" disabled={change.isPending}>
            Rename
          </Button>
        </form>
      )}
    </li>
  );
}

/** The connected agency's sub-accounts, each with the Training link it shows in the CRM. */
export function HighLevelSubAccounts() {
  const subAccounts = useQuery(highLevelSubAccountsQuery());
  if (!subAccounts.data || subAccounts.data.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label="HighLevel sub-accounts">
      {subAccounts.data.map((subAccount) => (
        <SubAccountItem key={subAccount.locationId} subAccount={subAccount} />
      ))}
    </ul>
  );
}
