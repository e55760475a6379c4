import type { DashboardSort } from '@retainly/domain';
import type { SortOrder } from './use-dashboard-params';

/** The order a column starts in when first chosen: A-Z for text, highest/latest first else. */
export const FIRST_ORDER: Record<DashboardSort, SortOrder> = {
  name: 'asc',
  email: 'asc',
  completion: 'desc',
  lastLogin: 'desc',
  health: 'asc',
};

const A_TO_Z = { asc: 'A to Z', desc: 'Z to A' };
const LOW_TO_HIGH = { asc: 'lowest first', desc: 'highest first' };

/** Each sortable column's header, and how its two orders read in the phones' 'Sort by' menu. */
export const SORT_COLUMNS: Record<DashboardSort, { label: string } & Record<SortOrder, string>> = {
  name: { label: 'Name', ...A_TO_Z },
  email: { label: 'Email', ...A_TO_Z },
  health: { label: 'Health', ...LOW_TO_HIGH },
  completion: { label: 'Completion', ...LOW_TO_HIGH },
  lastLogin: { label: 'Last login', asc: 'oldest first', desc: 'newest first' },
};

/**
 * A column header that sorts: a button inside the th, with aria-sort on the th for the column
 * in use. Choosing it again flips the order.
 */
export function SortHeader({
  column,
  sort,
  order,
  onSort,
  className = '',
}: {
  column: DashboardSort;
  sort: DashboardSort;
  order: SortOrder;
  onSort: (sort: DashboardSort, order: SortOrder) => void;
  className?: string;
}) {
  const active = column === sort;
  const next = active ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[column];
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-3 text-left font-semibold ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column, next)}
        className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {SORT_COLUMNS[column].label}
        <span aria-hidden="true" className={active ? 'text-slate-900' : 'text-slate-400'}>
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
