import {
  type ClientStatus,
  minutesWatched,
  moduleStatusOf,
  type DashboardClientVideo,
  type DashboardRow,
} from '@retainly/domain';

/** A client row of SCORED_CLIENTS (counts as pg's text). */
export interface ScoredRecord {
  id: string;
  name: string | null;
  email: string | null;
  version_id: string;
  tier: string;
  last_login_at: Date;
  visible: string;
  completed: string;
  completion: string;
  status: ClientStatus;
  health: number;
  nudges_sent: number;
  /** Whether the client ever proved their address (issue #32). */
  identity_verified: boolean;
}

/** With its watch facts (from WATCH_FACTS, or computed by the CSV). */
export interface ClientRecord extends ScoredRecord {
  watched_seconds: number;
  last_watched_at: Date | null;
  self_reported: string | number;
  /** The HighLevel sub-account's name (absent in the CSV's records). */
  sub_account?: string | null;
}

export const toRow = (row: ClientRecord): DashboardRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  versionId: row.version_id,
  tier: row.tier,
  completed: Number(row.completed),
  selfReported: Number(row.self_reported),
  visible: Number(row.visible),
  completion: Number(row.completion),
  lastLoginAt: row.last_login_at.toISOString(),
  minutesWatched: minutesWatched(row.watched_seconds),
  lastWatchedAt: row.last_watched_at?.toISOString() ?? null,
  status: row.status,
  health: Number(row.health),
  identityVerified: row.identity_verified,
  hasEmail: row.email !== null && row.email !== '',
  nudgesSent: Number(row.nudges_sent),
  subAccount: row.sub_account ?? null,
});

/** One module of a client, its completion and progress columns null where there is no row. */
export interface ModuleFactsRecord {
  category_id: string;
  module_id: string;
  title: string;
  completed_at: Date | null;
  self_reported: boolean | null;
  watched_seconds: number | null;
  duration_seconds: number | null;
  beat_at: Date | null;
}

export function toVideo(record: ModuleFactsRecord): DashboardClientVideo {
  const watchedSeconds = record.watched_seconds ?? 0;
  return {
    categoryId: record.category_id,
    moduleId: record.module_id,
    title: record.title,
    ...moduleStatusOf({
      selfReported: record.self_reported,
      watchedSeconds,
      durationSeconds: record.duration_seconds,
    }),
    watchedSeconds: Math.round(watchedSeconds),
    lastWatchedAt: record.beat_at?.toISOString() ?? null,
    completedAt: record.completed_at?.toISOString() ?? null,
  };
}
