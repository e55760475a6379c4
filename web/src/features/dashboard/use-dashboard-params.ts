import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_SORTS, type DashboardFilter, type DashboardSort } from '@retainly/domain';

export type SortOrder = 'asc' | 'desc';

/** What the list shows; it lives in the address so reload, Back and shared links keep it. */
export interface DashboardParams {
  search: string;
  sort: DashboardSort;
  order: SortOrder;
  page: number;
  /** A version's portal id, or '' for every version. */
  version: string;
  /** 'at-risk': only clients stalled or under 40 health. */
  filter: DashboardFilter;
  /** A HighLevel sub-account's location id, NO_SUB_ACCOUNT, or '' for every client. */
  subAccount: string;
  /** The list of clients, or its groups by HighLevel sub-account. */
  view: DashboardView;
}

export const DASHBOARD_VIEWS = ['clients', 'sub-accounts'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

const DEFAULTS: DashboardParams = {
  search: '',
  sort: 'lastLogin',
  order: 'desc',
  page: 1,
  version: '',
  filter: 'all',
  subAccount: '',
  view: 'clients',
};

const isSort = (value: string | null): value is DashboardSort =>
  (DASHBOARD_SORTS as readonly (string | null)[]).includes(value);

/** The address's values, with anything hand-edited and invalid replaced by the default. */
function readParams(query: URLSearchParams): DashboardParams {
  const sort = query.get('sort');
  const order = query.get('order');
  const page = Number(query.get('page'));
  return {
    search: query.get('search') ?? DEFAULTS.search,
    sort: isSort(sort) ? sort : DEFAULTS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULTS.order,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULTS.page,
    version: query.get('version') ?? DEFAULTS.version,
    filter: query.get('filter') === 'at-risk' ? 'at-risk' : DEFAULTS.filter,
    subAccount: query.get('subAccount') ?? DEFAULTS.subAccount,
    view: query.get('view') === 'sub-accounts' ? 'sub-accounts' : DEFAULTS.view,
  };
}

/** Writes the values, leaving defaults out so the plain address stays plain. */
function writeParams(query: URLSearchParams, params: DashboardParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.keys(DEFAULTS) as (keyof DashboardParams)[]) {
    if (params[key] === DEFAULTS[key]) next.delete(key);
    else next.set(key, String(params[key]));
  }
  return next;
}

/**
 * The list's state and one way to change it. Any change but the page itself goes back to
 * page 1: page 3 of an old search means nothing for a new one.
 */
export function useDashboardParams() {
  const [query, setQuery] = useSearchParams();
  const params = readParams(query);
  const update = useCallback(
    (changes: Partial<DashboardParams>, options?: { replace?: boolean }) =>
      setQuery(
        (current) => writeParams(current, { ...readParams(current), page: 1, ...changes }),
        options,
      ),
    [setQuery],
  );
  return { params, update };
}
