import { lastLoginText, type DashboardRow, type DashboardSort } from '@retainly/domain';
import {
  HealthScore,
  IdentityNote,
  SubAccountNote,
  NoEmailNote,
  StatusBadge,
} from './client-health';
import { CompletionCell } from './completion';
import { formatDate, lastWatchedText, MISSING, watchTimeText, tierLabel } from './labels';
import { SortHeader } from './sort-header';
import type { SortOrder } from './use-dashboard-params';

/** What the list of clients shows and does, as a table or (phones) as ClientCards. */
export interface ClientListProps {
  rows: DashboardRow[];
  sort: DashboardSort;
  order: SortOrder;
  onSort: (sort: DashboardSort, order: SortOrder) => void;
  onOpen: (row: DashboardRow) => void;
  /** The next page or sort is loading; the current rows stay, dimmed. */
  busy: boolean;
}

/**
 * The clients as a real table (sortable headers, aria-sort), from 768 px up (phones get
 * ClientCards). A long e-mail wraps so every column, Last login too, stays in view beside the
 * sidebar at 1280 px; narrower than the columns' least, the container scrolls sideways. Minutes
 * watched and last watched come from the server's verified heartbeats.
 */
export function ClientsTable({ rows, sort, order, onSort, onOpen, busy }: ClientListProps) {
  const now = new Date();
  const header = { sort, order, onSort };
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table
        aria-label="Clients"
        aria-busy={busy || undefined}
        className={`w-full text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
      >
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <SortHeader column="name" {...header} />
            <SortHeader column="email" {...header} />
            <th scope="col" className="px-3 py-3 text-left font-semibold">
              Status
            </th>
            <SortHeader column="health" {...header} />
            <th scope="col" className="px-3 py-3 text-left font-semibold">
              Version
            </th>
            <SortHeader column="completion" {...header} />
            {/* Watch facts are summed for the page's rows only, so they do not sort. */}
            <th scope="col" className="px-3 py-3 text-left font-semibold">
              Watched
            </th>
            <th scope="col" className="px-3 py-3 text-left font-semibold">
              Last watched
            </th>
            <SortHeader column="lastLogin" {...header} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            // The whole row opens the detail for pointer users; the name button (Enter or
            // Space) is the keyboard's way in, and its click bubbles up to here.
            <tr
              key={row.id}
              onClick={() => onOpen(row)}
              className="cursor-pointer align-top hover:bg-slate-50"
            >
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <button
                  type="button"
                  className="rounded text-left font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {row.name ?? (
                    <>
                      <span aria-hidden="true">{MISSING}</span>
                      <span className="sr-only">No name</span>
                    </>
                  )}
                </button>
                <span className="mt-1 block">
                  <IdentityNote verified={row.identityVerified} />
                  <SubAccountNote name={row.subAccount} />
                </span>
              </th>
              <td className="min-w-40 px-3 py-3 text-slate-700 [overflow-wrap:anywhere]">
                {row.hasEmail ? row.email : <NoEmailNote />}
              </td>
              <td className="px-3 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-3">
                <HealthScore health={row.health} />
              </td>
              <td className="px-3 py-3 text-slate-700">{tierLabel(row.tier)}</td>
              <td className="px-3 py-3">
                <CompletionCell row={row} />
              </td>
              {/* '11.4 min (unverified)' may wrap after its minutes, so Last login keeps its margin. */}
              <td className="min-w-[4.5rem] px-3 py-3 tabular-nums text-slate-700">
                {watchTimeText(row)}
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                {row.lastWatchedAt ? (
                  <time dateTime={row.lastWatchedAt} title={formatDate(row.lastWatchedAt)}>
                    {lastWatchedText(row.lastWatchedAt, now)}
                  </time>
                ) : (
                  lastWatchedText(null, now)
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                <time dateTime={row.lastLoginAt} title={formatDate(row.lastLoginAt)}>
                  {lastLoginText(new Date(row.lastLoginAt), now)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
