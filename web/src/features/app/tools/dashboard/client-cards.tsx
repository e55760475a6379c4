import { useId } from 'react';
import { lastLoginText, type DashboardRow, type DashboardSort } from '@retainly/domain';
import { HealthBar, HealthFormulaTip, NoEmailNote, StatusBadge } from './client-health';
import { CompletionBadgeView } from './completion';
import { lastWatchedText, minutesText, MISSING, tierLabel } from './labels';
import type { SortOrder } from './use-dashboard-params';

const SORT_OPTIONS: { value: `${DashboardSort}:${SortOrder}`; label: string }[] = [
  { value: 'lastLogin:desc', label: 'Last login, newest first' },
  { value: 'health:asc', label: 'Health, lowest first' },
  { value: 'health:desc', label: 'Health, highest first' },
  { value: 'lastLogin:asc', label: 'Last login, oldest first' },
  { value: 'completion:desc', label: 'Completion, highest first' },
  { value: 'completion:asc', label: 'Completion, lowest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'email:asc', label: 'Email, A to Z' },
  { value: 'email:desc', label: 'Email, Z to A' },
];

interface Props {
  rows: DashboardRow[];
  sort: DashboardSort;
  order: SortOrder;
  onSort: (sort: DashboardSort, order: SortOrder) => void;
  onOpen: (row: DashboardRow) => void;
  busy: boolean;
}

/**
 * Phones (< 768 px): one card per client, since five columns cannot fit 375 px. A card is a
 * button that opens the detail; column headers give way to a 'Sort by' menu.
 */
export function ClientCards({ rows, sort, order, onSort, onOpen, busy }: Props) {
  const sortId = useId();
  const now = new Date();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id={sortId}
          value={`${sort}:${order}`}
          onChange={(event) => {
            const [nextSort, nextOrder] = event.target.value.split(':');
            onSort(nextSort as DashboardSort, nextOrder as SortOrder);
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
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
                <span>{minutesText(row.minutesWatched)} watched</span>
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
