import { useQuery } from '@tanstack/react-query';
import { NO_SUB_ACCOUNT } from '@retainly/domain';
import { highLevelConnectionQuery } from '@/features/account/api/highlevel-connection';
import { Button } from '@/components/ui/button';
import { PillToggle } from '@/components/ui/pill-toggle';
import { useSubAccountGroups } from './api/get-sub-account-groups';
import { groupName } from './sub-account-groups';
import { DASHBOARD_VIEWS, type DashboardView } from './use-dashboard-params';

const VIEW_LABELS: Record<DashboardView, string> = {
  clients: 'Clients',
  'sub-accounts': 'By sub-account',
};

/** Whether the agency is connected to HighLevel, so its clients can be grouped by sub-account. */
export function useHighLevelConnected(): boolean {
  const view = useQuery(highLevelConnectionQuery()).data;
  return view?.feature === 'on' && view.status === 'connected';
}

/** Clients, or the clients by HighLevel sub-account. */
export function DashboardViewToggle({
  view,
  onChange,
}: {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  return (
    <PillToggle
      legend="Show"
      options={DASHBOARD_VIEWS}
      value={view}
      onChange={onChange}
      label={(option) => VIEW_LABELS[option]}
      tone="light"
      className="self-start"
    />
  );
}

/** The sub-account the list is narrowed to, and the way back to every client. */
export function SubAccountFilterNote({
  subAccount,
  onClear,
}: {
  subAccount: string;
  onClear: () => void;
}) {
  const groups = useSubAccountGroups().data ?? [];
  const group = groups.find((each) => (each.locationId ?? NO_SUB_ACCOUNT) === subAccount);
  return (
    <div className="flex flex-wrap items-center gap-3" role="status">
      <p className="text-sm text-slate-700">
        Showing the clients of{' '}
        <span className="font-semibold text-slate-900">
          {group ? groupName(group) : subAccount}
        </span>
      </p>
      <Button variant="outline" onClick={onClear}>
        Show every client
      </Button>
    </div>
  );
}
