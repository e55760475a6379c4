import type { ModuleSetupStep } from './setup-steps';
/**
 * What the portal and the dashboard say about a client's progress on one module (issue #17).
 * Completion comes from the server's merged watch ranges; 'Mark as complete' survives only for
 * modules whose player gives no time (an external link), and is reported as self-reported.
 */

export const MODULE_STATUSES = ['not_started', 'watching', 'completed', 'self_reported'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** The category a custom module is keyed under; it is shown under its own display category. */
export const CUSTOM_MODULE_CATEGORY = 'custom';

/** Display categories of an agency's own naming are 'own:<title>'. */
export const OWN_CATEGORY_PREFIX = 'own:';

export interface ModuleProgress {
  categoryId: string;
  moduleId: string;
  status: ModuleStatus;
  /** Whole percent of the module the server counted as watched (0 when nothing is measured). */
  percent: number;
  watchedSeconds: number;
  /** Where the player resumes, on any device the client signs in on. */
  positionSeconds: number;
  /** ISO time of the last heartbeat, or null. */
  lastWatchedAt: string | null;
  /** ISO time it was completed (verified or self-reported), or null. */
  completedAt: string | null;
}

/** POST /api/portal/:versionId/heartbeats: what was played since the previous beat. */
export interface HeartbeatRequest {
  categoryId: string;
  moduleId: string;
  /** [start, end] pairs in seconds of the video. */
  ranges: [number, number][];
  /** The playhead, for resuming. */
  position: number;
  /**
   * The video's length as a YouTube or Vimeo player reports it (the server has none of its
   * own for them); the first one a client's beats bring is kept for that module.
   */
  duration?: number;
}

/**
 * What a beat earned: the seconds it added to the module's verified coverage, and the seconds
 * of new coverage it claimed beyond the client's watch budget (2x wall-clock time, shared by
 * all the client's modules; docs/progress.md). A beat over the budget is answered, not credited.
 */
export interface BeatCredit {
  creditedSeconds: number;
  refusedSeconds: number;
}

export interface HeartbeatResponse {
  progress: ModuleProgress;
  credit: BeatCredit;
}

/** GET /api/portal/:versionId/progress: the signed-in client's progress on every module. */
export interface PortalProgress {
  modules: ModuleProgress[];
  /** The HighLevel setup step each module carries, done or not (empty outside HighLevel). */
  setupSteps: ModuleSetupStep[];
}

/** The words the dashboard and the CSV use for a status. */
export function moduleStatusText(status: ModuleStatus, percent: number): string {
  switch (status) {
    case 'not_started':
      return 'Not started';
    case 'watching':
      return `Watching ${percent}%`;
    case 'completed':
      return 'Completed';
    case 'self_reported':
      return 'Self-reported';
  }
}
