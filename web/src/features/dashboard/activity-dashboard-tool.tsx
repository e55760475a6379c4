import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { DashboardRow, DashboardSort } from '@retainly/domain';
import { useIsMobile } from '@/lib/use-media-query';
import { ClientCards } from './client-cards';
import { ClientDetailDialog } from './client-detail-dialog';
import { ClientsTable } from './clients-table';
import { csvExportUrl, useClientsPage } from './api/get-clients';
import { useVersions } from './api/get-versions';
import { DashboardControls } from './dashboard-controls';
import { DashboardPagination } from './dashboard-pagination';
import { DashboardError, DashboardSkeleton, NoClientsYet, NoMatches } from './dashboard-states';
import { DashboardSummary } from './dashboard-summary';
import {
  DashboardViewToggle,
  SubAccountFilterNote,
  useHighLevelConnected,
} from './dashboard-view-toggle';
import { SubAccountGroups } from './sub-account-groups';
import { tierLabel } from './labels';
import { useDashboardParams, type SortOrder } from './use-dashboard-params';

const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * The activity dashboard (signed-in spec §2): the agency's clients with their completion and
 * last login, searched, sorted, filtered and paged by the server; the view lives in the address.
 */
export function ActivityDashboardTool() {
  const { params, update } = useDashboardParams();
  const clients = useClientsPage(params);
  const isMobile = useIsMobile();
  const versions = useVersions().data ?? [];
  const [selected, setSelected] = useState<DashboardRow | null>(null);
  const connected = useHighLevelConnected();

  // One toast per failure (the same id replaces, never stacks); the inline Retry stays.
  const { isError, errorUpdatedAt } = clients;
  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED, { id: 'dashboard-load' });
  }, [isError, errorUpdatedAt]);

  // Refining a search replaces the address entry, so Back skips half-typed searches but still
  // returns from a search to the whole list.
  const current = params.search;
  const onSearch = useCallback(
    (search: string) => update({ search }, { replace: current !== '' && search !== '' }),
    [update, current],
  );
  const onSort = (sort: DashboardSort, order: SortOrder) => update({ sort, order });
  const closeDetail = useCallback(() => setSelected(null), []);

  const searching = params.search.trim() !== '';
  const atRisk = params.filter === 'at-risk';
  const bySubAccount = params.subAccount !== '';
  const filtered = searching || params.version !== '' || atRisk || bySubAccount;
  const versionName = tierLabel(versions.find((v) => v.id === params.version)?.tier ?? '');

  if (clients.isPending) return <DashboardSkeleton />;
  const list = {
    rows: clients.data?.rows ?? [],
    sort: params.sort,
    order: params.order,
    onSort,
    onOpen: setSelected,
    busy: clients.isPlaceholderData,
  };
  const data = clients.data;
  if (data && data.total === 0 && !filtered) return <NoClientsYet />;

  // One layout for every state, so the search field keeps its focus and text throughout.
  return (
    <div className="flex flex-col gap-6">
      {data && (
        <DashboardSummary
          total={data.total}
          averageCompletion={data.averageCompletion}
          helpClients={data.helpClients}
          filtered={filtered}
        />
      )}
      {connected && (
        <DashboardViewToggle
          view={params.view}
          onChange={(view) => update({ view, subAccount: '' })}
        />
      )}
      {connected && params.view === 'sub-accounts' ? (
        <SubAccountGroups
          versions={versions}
          onOpen={(subAccount) => update({ view: 'clients', subAccount })}
        />
      ) : (
        clientsList()
      )}
      <ClientDetailDialog row={selected} onClose={closeDetail} />
    </div>
  );

  // A plain function, not a component: the search field must not remount on each render.
  function clientsList() {
    return (
      <>
        {bySubAccount && (
          <SubAccountFilterNote
            subAccount={params.subAccount}
            onClear={() => update({ subAccount: '' })}
          />
        )}
        <DashboardControls
          search={params.search}
          version={params.version}
          versions={versions}
          csvUrl={csvExportUrl(params)}
          onSearch={onSearch}
          onVersion={(version) => update({ version })}
          atRisk={atRisk}
          onAtRisk={(on) =>
            update(on ? { filter: 'at-risk', sort: 'health', order: 'asc' } : { filter: 'all' })
          }
        />
        {!data ? (
          <DashboardError onRetry={() => void clients.refetch()} retrying={clients.isFetching} />
        ) : data.total === 0 && searching ? (
          <NoMatches
            message={`No clients match "${params.search.trim()}"`}
            action="Clear search"
            onAction={() => update({ search: '' })}
          />
        ) : data.total === 0 && atRisk ? (
          <NoMatches
            message="No clients at risk: none stalled or under 40 health"
            action="Show all clients"
            onAction={() => update({ filter: 'all' })}
          />
        ) : data.total === 0 && bySubAccount ? (
          <NoMatches
            message="No clients in this sub-account match"
            action="Show every client"
            onAction={() => update({ subAccount: '' })}
          />
        ) : data.total === 0 ? (
          <NoMatches
            message={`No clients on the ${versionName || 'chosen'} version yet`}
            action="Show all versions"
            onAction={() => update({ version: '' })}
          />
        ) : data.rows.length === 0 ? (
          // A hand-edited or old address can point past the last page.
          <NoMatches
            message={`Page ${data.page} is empty`}
            action="Go to page 1"
            onAction={() => update({})}
          />
        ) : (
          <>
            {isMobile ? <ClientCards {...list} /> : <ClientsTable {...list} />}
            <DashboardPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              shown={data.rows.length}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </>
    );
  }
}
