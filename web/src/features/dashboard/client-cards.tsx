import { lastLoginText, type DashboardSort } from '@retainly/domain';
import {
  HealthBar,
  HealthFormulaTip,
  IdentityNote,
  SubAccountNote,
  NoEmailNote,
  StatusBadge,
} from './client-health';
import { CompletionBadgeView } from './completion';
import { lastWatchedText, MISSING, watchTimeText, tierLabel } from './labels';
import type { ClientListProps } from './clients-table';
import { SORT_COLUMNS } from './sort-header';
import type { SortOrder } from './use-dashboard-params';
import { SelectField } from '@/components/ui/select-field';

/** The 'Sort by' menu, the default order (last login, newest first) on top. */
const SORT_MENU: [DashboardSort, SortOrder][] = [
  ['lastLogin', 'desc'],
  ['health', 'asc'],
  ['health', 'desc'],
  ['lastLogin', 'asc'],
  ['completion', 'desc'],
  ['completion', 'asc'],
  ['name', 'asc'],
  ['name', 'desc'],
  ['email', 'asc'],
  ['email', 'desc'],
];

/**
 * Phones (< 768 px): one card per client, since five columns cannot fit 375 px. A card is a
 * button that opens the detail; column headers give way to a 'Sort by' menu.
 */
export function ClientCards({ rows, sort, order, onSort, onOpen, busy }: ClientListProps) {
  const now = new Date();
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Sort by"
        value={`${sort}:${order}`}
        onChange={(event) => {
          const [nextSort, nextOrder] = event.target.value.split(':');
          onSort(nextSort as DashboardSort, nextOrder as SortOrder);
        }}
      >
        {SORT_MENU.map(([column, direction]) => (
          <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
            {`${SORT_COLUMNS[column].label}, ${SORT_COLUMNS[column][direction]}`}
          </option>
        ))}
      </SelectField>
      {/* Outside the cards (each card is one button): the formula, once for the list. */}
      <p className="text-sm text-slate-600">
        <HealthFormulaTip label="How health is scored">How health is scored</HealthFormulaTip>
      </p>
      <ul
        aria-label="Clients"
        aria-busy={busy || undefined}
        className={`flex flex-col gap-2 transition-opacity ${busy ? 'opacity-60' : ''}`}
      >
        {rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              onClick={() => onOpen(row)}
              className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="flex w-full items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {row.name ?? (
                      <>
                        <span aria-hidden="true">{MISSING}</span>
                        <span className="sr-only">No name</span>
                      </>
                    )}
                  </span>
                  <span className="block break-all text-sm text-slate-600">
                    {row.hasEmail ? row.email : <NoEmailNote />}
                  </span>
                  <IdentityNote verified={row.identityVerified} />
                  <SubAccountNote name={row.subAccount} />
                </span>
                <CompletionBadgeView percent={row.completion} />
              </span>
              <span className="flex w-full items-center justify-between gap-3 text-sm text-slate-600">
                <StatusBadge status={row.status} />
                <span className="inline-flex items-center gap-1">
                  Health <HealthBar health={row.health} />
                </span>
              </span>
              <span className="flex w-full justify-between gap-3 text-sm text-slate-600">
                <span>{tierLabel(row.tier)} version</span>
                <span>
                  Last login:{' '}
                  <time dateTime={row.lastLoginAt}>
                    {lastLoginText(new Date(row.lastLoginAt), now)}
                  </time>
                </span>
              </span>
              <span className="flex w-full justify-between gap-3 text-sm text-slate-600">
                <span>{watchTimeText(row)} watched</span>
                <span>
                  Last watched:{' '}
                  {row.lastWatchedAt ? (
                    <time dateTime={row.lastWatchedAt}>
                      {lastWatchedText(row.lastWatchedAt, now)}
                    </time>
                  ) : (
                    lastWatchedText(null, now)
                  )}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
