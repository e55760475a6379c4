import { NO_SUB_ACCOUNT, type DashboardSubAccountGroup } from '@retainly/domain';
import { useSubAccountGroups } from './api/get-sub-account-groups';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { tierLabel } from './labels';

/** The group's name as the list shows it; clients not from HighLevel are their own group. */
export const groupName = (group: Pick<DashboardSubAccountGroup, 'locationId' | 'name'>) =>
  group.locationId === null ? 'Not from HighLevel' : (group.name ?? group.locationId);

function GroupCard({
  group,
  tier,
  onOpen,
}: {
  group: DashboardSubAccountGroup;
  tier: string | undefined;
  onOpen: (subAccount: string) => void;
}) {
  const name = groupName(group);
  const facts = [
    `${group.clients} client${group.clients === 1 ? '' : 's'}`,
    `${group.completed} completed`,
    `${group.averageCompletion}% average`,
    ...(tier ? [`${tierLabel(tier)} version`] : []),
    ...(group.installed ? [] : ['uninstalled']),
  ];
  return (
    <li>
      {/* The whole card is one button: Enter or a tap shows this group's clients. */}
      <button
        type="button"
        onClick={() => onOpen(group.locationId ?? NO_SUB_ACCOUNT)}
        className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{name}</span>
        <span className="text-sm text-slate-600">{facts.join(' · ')}</span>
      </button>
    </li>
  );
}

/** The dashboard by HighLevel sub-account; opening a group filters the clients list by it. */
export function SubAccountGroups({
  versions,
  onOpen,
}: {
  versions: { id: string; tier: string }[];
  onOpen: (subAccount: string) => void;
}) {
  const groups = useSubAccountGroups();
  if (groups.isPending) return <DashboardSkeleton />;
  if (!groups.data) {
    return <DashboardError onRetry={() => void groups.refetch()} retrying={groups.isFetching} />;
  }
  // The group of clients not from HighLevel is left out while it is empty.
  const shown = groups.data.filter((group) => group.locationId !== null || group.clients > 0);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Clients by sub-account">
      {shown.map((group) => (
        <GroupCard
          key={group.locationId ?? NO_SUB_ACCOUNT}
          group={group}
          tier={versions.find((version) => version.id === group.versionId)?.tier}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
