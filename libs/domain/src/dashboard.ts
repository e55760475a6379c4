/** The activity dashboard's rules (signed-in spec §2 'Activity Dashboard'). */
export type CompletionBadge = 'top' | 'secondary' | 'outline';

/** 80% or more is the top style, 50% or more secondary, below that outline. */
export function completionBadge(percent: number): CompletionBadge {
  if (percent >= 80) return 'top';
  if (percent >= 50) return 'secondary';
  return 'outline';
}

const DAY_MS = 86_400_000;

/** 'Today', '1 day ago' or 'N days ago', counted in whole days since the last login. */
export function lastLoginText(lastLoginAt: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - lastLoginAt.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Completed visible modules over visible modules, as a whole percentage. */
export function completionPercent(completed: number, visible: number): number {
  return visible === 0 ? 0 : Math.round((completed / visible) * 100);
}

export const DASHBOARD_SORTS = ['name', 'email', 'completion', 'lastLogin'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
export const DASHBOARD_PAGE_SIZE = 25;

export interface DashboardRow {
  id: string;
  name: string | null;
  email: string | null;
  versionId: string;
  tier: string;
  completed: number;
  visible: number;
  completion: number;
  lastLoginAt: string;
}

export interface DashboardPage {
  rows: DashboardRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The rounded average completion over every client that matches, not just this page. */
  averageCompletion: number;
}

/** One visible video of a client's version, with when the client finished it. */
export interface DashboardClientVideo {
  categoryId: string;
  moduleId: string;
  title: string;
  /** ISO time, or null while the client has not watched it. */
  completedAt: string | null;
}

/** GET /api/dashboard/clients/:clientId: the row and the visible videos of its version. */
export interface DashboardClientDetail {
  client: DashboardRow;
  videos: DashboardClientVideo[];
}
