import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { ActivityDashboardTool } from './activity-dashboard-tool';

type DashboardView = 'clients' | 'automations';
const TABS: readonly TabItem<DashboardView>[] = [
  { id: 'clients', label: 'Clients' },
  { id: 'automations', label: 'Automations' },
];
/** The address's `view` for the Automations tab; Clients is the plain address. */
const VIEW_PARAM = 'view';

// Its own chunk: most visits are to the clients list.
const AutomationsTab = lazy(() =>
  import('@/features/automations/automations-tab').then((m) => ({ default: m.AutomationsTab })),
);

/**
 * The Activity Dashboard's two tabs: the clients list, and the automations that act on it
 * (reminder e-mails, webhooks to the agency's CRM). The tab lives in the address, so reload
 * and Back keep it; the clients list's own parameters stay as they were.
 */
export function ActivityDashboardTabs() {
  const [query, setQuery] = useSearchParams();
  const view: DashboardView = query.get(VIEW_PARAM) === 'automations' ? 'automations' : 'clients';

  function select(next: DashboardView) {
    if (next === view) return;
    setQuery((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'clients') updated.delete(VIEW_PARAM);
      else updated.set(VIEW_PARAM, next);
      return updated;
    });
  }

  return (
    <Tabs label="Activity Dashboard" tabs={TABS} selected={view} onSelect={select}>
      {view === 'clients' ? (
        <ActivityDashboardTool />
      ) : (
        <Suspense
          fallback={
            <p role="status" className="py-6 text-slate-600">
              Loading automations...
            </p>
          }
        >
          <AutomationsTab />
        </Suspense>
      )}
    </Tabs>
  );
}
