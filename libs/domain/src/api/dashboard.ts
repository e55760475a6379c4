/**
 * The dashboard's query (apps/api/src/dashboard): GET /api/dashboard/clients and its CSV take it
 * as the query string. Its answers are DashboardPage and DashboardClientDetail (../dashboard.ts).
 */
import type { DashboardFilter, DashboardSort } from '../dashboard';

export interface DashboardQuery {
  /** Matches name or e-mail. */
  search?: string;
  /** Default 'lastLogin'. */
  sort?: DashboardSort;
  /** Default 'desc'. */
  order?: 'asc' | 'desc';
  /** From 1 (the default); the CSV has no pages. */
  page?: number;
  /** Only this version (portal id). */
  version?: string;
  /** Default 'all'. */
  filter?: DashboardFilter;
  /** Only one HighLevel sub-account's clients (its location id), or NO_SUB_ACCOUNT's. */
  subAccount?: string;
}
