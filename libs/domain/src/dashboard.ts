/** The activity dashboard's rules (signed-in spec §2 'Activity Dashboard'). */
import type { ClientStatus } from './client-health';
import type { SetupStepKey } from './setup-steps';
import type { TimelineEntry } from './client-timeline';
import { moduleStatusText, type ModuleStatus } from './module-progress';
import { watchedPercent } from './watch-ranges';
import { DAY_MS } from './time-units';

export type CompletionBadge = 'top' | 'secondary' | 'outline';

/** 80% or more is the top style, 50% or more secondary, below that outline. */
export function completionBadge(percent: number): CompletionBadge {
  if (percent >= 80) return 'top';
  if (percent >= 50) return 'secondary';
  return 'outline';
}

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

export const DASHBOARD_SORTS = ['name', 'email', 'completion', 'lastLogin', 'health'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
/** The list's filters: every client, or only those at risk (stalled or health under 40). */
export const DASHBOARD_FILTERS = ['all', 'at-risk'] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];
export const DASHBOARD_PAGE_SIZE = 25;

export interface DashboardRow {
  id: string;
  name: string | null;
  email: string | null;
  versionId: string;
  tier: string;
  /** Completed visible modules, self-reported ones included (the completion's numerator). */
  completed: number;
  /** Of `completed`, the modules the client only marked as done (watching was not measurable). */
  selfReported: number;
  visible: number;
  completion: number;
  lastLoginAt: string;
  /** Verified watch time over every module the client played, in minutes to one decimal. */
  minutesWatched: number;
  /** ISO time of the client's last heartbeat on any module, or null if they never played one. */
  lastWatchedAt: string | null;
  status: ClientStatus;
  /** 0 to 100 (clientHealth). */
  health: number;
  /** Whether the client ever proved their address (a verified version's code or link). */
  identityVerified: boolean;
  /** False for a client known by name only: they get no reminder e-mails. */
  hasEmail: boolean;
  /** Reminder e-mails sent in the open stall episode (0 without one). */
  nudgesSent: number;
  /** The HighLevel sub-account the client is a user of (HighLevel connected), else null. */
  subAccount: string | null;
}

/** The `subAccount` filter's value for the clients who are no HighLevel sub-account's users. */
export const NO_SUB_ACCOUNT = 'none';

/** One group of GET /api/dashboard/sub-accounts. */
export interface DashboardSubAccountGroup {
  /** The HighLevel location id; null for the clients not from HighLevel. */
  locationId: string | null;
  name: string | null;
  /** The portal version the sub-account was given (null: not provisioned yet, or no group). */
  versionId: string | null;
  /** False once the app is uninstalled there (its clients and history stay). */
  installed: boolean;
  clients: number;
  /** Clients whose onboarding is completed. */
  completed: number;
  /** The rounded average completion of its clients (0 without any). */
  averageCompletion: number;
}

export interface DashboardPage {
  rows: DashboardRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The rounded average completion over every client that matches, not just this page. */
  averageCompletion: number;
  /**
   * Clients who used the help panel inside the CRM in the last 30 days (the version filter
   * applies; the search does not).
   */
  helpClients: number;
}

/** How often a client used the help panel inside the CRM. */
export interface HelpUse {
  opened: number;
  searched: number;
  played: number;
  /** ISO time of the last use, or null. */
  lastAt: string | null;
}

/** One video of a client's version and how far the client got with it. */
export interface DashboardClientVideo {
  categoryId: string;
  moduleId: string;
  title: string;
  status: ModuleStatus;
  /** Whole percent the server counted as watched (at least 1 while watching). */
  percent: number;
  watchedSeconds: number;
  /** ISO time of the last heartbeat on this module, or null. */
  lastWatchedAt: string | null;
  /** ISO time it was completed (verified or self-reported), or null. */
  completedAt: string | null;
  /** The HighLevel setup step it carries, done in the client's sub-account or not (detail only). */
  setupStep?: { step: SetupStepKey; doneAt: string | null };
}

/** GET /api/dashboard/clients/:clientId: the row and the visible videos of its version. */
export interface DashboardClientDetail {
  client: DashboardRow;
  /** The version's visible modules, in the agency's order. */
  videos: DashboardClientVideo[];
  /**
   * The client's history of modules no longer in the version (a custom module deleted or taken
   * out of it): completions are kept, so they are listed apart, oldest first.
   */
  removedVideos: DashboardClientVideo[];
  /** What happened, newest first (at most TIMELINE_LIMIT entries). */
  timeline: TimelineEntry[];
  helpUse: HelpUse;
}

/** What the database holds on one client and module: its completion row and progress row. */
export interface ModuleRecord {
  /** Null without a completion row; true when the client only marked it as done. */
  selfReported: boolean | null;
  /** 0 without a progress row. */
  watchedSeconds: number;
  /** Null without a progress row. */
  durationSeconds: number | null;
}

/**
 * A module's status for the dashboard: a completion row decides (verified or self-reported);
 * without one, any verified second watched is 'watching'. A client who watched a few seconds
 * of a long video reads 'Watching 1%', never 'Watching 0%'.
 */
export function moduleStatusOf(record: ModuleRecord): { status: ModuleStatus; percent: number } {
  const percent = watchedPercent(record.watchedSeconds, record.durationSeconds ?? 0);
  if (record.selfReported !== null)
    return { status: record.selfReported ? 'self_reported' : 'completed', percent };
  if (record.watchedSeconds > 0) return { status: 'watching', percent: Math.max(1, percent) };
  return { status: 'not_started', percent: 0 };
}

/** Seconds as minutes to one decimal: 90 s is 1.5, 20 s is 0.3, so a short start still shows. */
export const minutesWatched = (seconds: number): number => Math.round(seconds / 6) / 10;

/**
 * The CSV's `modules` cell: 'Title: Completed; Title 2: Watching 40%; ...' in version order.
 * A ';' inside a title becomes ',' so the cell still splits on '; '.
 */
export function moduleStatusList(
  modules: readonly { title: string; status: ModuleStatus; percent: number }[],
): string {
  return modules
    .map(
      ({ title, status, percent }) =>
        `${title.replaceAll(';', ',')}: ${moduleStatusText(status, percent)}`,
    )
    .join('; ');
}
