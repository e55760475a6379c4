import type { ModuleProgress, ModuleStatus } from './module-progress';
import { COMPLETE_COVERAGE } from './watch-ranges';

/**
 * The client portal's progress rules, pure so they are tested here and shared by the page:
 * where playback resumes, how far along the client is, and where to carry on. Completion
 * itself is the server's word (module-progress.ts): the page never decides it.
 */

/** A module's key: its category id for catalogue modules, 'custom' for the agency's own. */
export interface VideoRef {
  categoryId: string;
  moduleId: string;
}

/**
 * The portal's categories as far as progress cares, in viewing order. Each video carries its
 * own key: a custom module is listed under the category it is shown in, not keyed by it.
 */
export type ProgressCategories = readonly { videos: readonly VideoRef[] }[];

const usable = (seconds: number) => Number.isFinite(seconds) && seconds > 0;

/**
 * Where to start a video the client watched part of before: the saved second, unless it is
 * unusable or already in the watched tail (then from the start, as a rewatch).
 */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (saved == null || !usable(saved)) return 0;
  if (!usable(duration)) return saved;
  return saved >= duration * COMPLETE_COVERAGE ? 0 : saved;
}

/** A playhead as players show it: 83 -> '1:23', 3723 -> '1:02:03'. */
export function clockTime(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const [hours, minutes, seconds] = [
    Math.floor(whole / 3600),
    Math.floor(whole / 60) % 60,
    whole % 60,
  ];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** One string per video, for sets of completed videos and maps of progress. */
export const videoKey = ({ categoryId, moduleId }: VideoRef) => `${categoryId}/${moduleId}`;

/** Completed by watching, or marked complete where watching cannot be measured. */
export const isFinished = (status: ModuleStatus | undefined): boolean =>
  status === 'completed' || status === 'self_reported';

/** Every video of `categories`, in viewing order, as bare keys. */
const inOrder = (categories: ProgressCategories): VideoRef[] =>
  categories.flatMap((category) =>
    category.videos.map(({ categoryId, moduleId }) => ({ categoryId, moduleId })),
  );

export interface Progress {
  done: number;
  total: number;
  /** Whole percent; 100 only when everything is done (99.6 percent still reads 99). */
  percent: number;
}

/** How many of `categories`' videos are in `completed` (a set of videoKey strings). */
export function progressOf(
  categories: ProgressCategories,
  completed: ReadonlySet<string>,
): Progress {
  const keys = inOrder(categories).map(videoKey);
  const done = keys.filter((key) => completed.has(key)).length;
  const total = keys.length;
  const percent =
    total === 0 ? 0 : done === total ? 100 : Math.min(99, Math.round((done / total) * 100));
  return { done, total, percent };
}

/** The video after `current` in viewing order (across categories), or null after the last. */
export function nextVideo(categories: ProgressCategories, current: VideoRef): VideoRef | null {
  const order = inOrder(categories);
  const at = order.findIndex((video) => videoKey(video) === videoKey(current));
  return at === -1 ? null : (order[at + 1] ?? null);
}

/** The server's progress per videoKey; a module the client never touched has no entry. */
export type ProgressIndex = ReadonlyMap<string, ModuleProgress>;

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * Which of two reports on one module is the newer: answers can cross (a heartbeat's reply and
 * a refresh of every module), and the server never takes a completion back, so a finished
 * report wins, then the later heartbeat, then the larger coverage.
 */
export function newerProgress(a: ModuleProgress, b: ModuleProgress): ModuleProgress {
  if (isFinished(a.status) !== isFinished(b.status)) return isFinished(a.status) ? a : b;
  const byTime = time(b.lastWatchedAt) - time(a.lastWatchedAt);
  if (byTime !== 0) return byTime > 0 ? b : a;
  return b.watchedSeconds >= a.watchedSeconds ? b : a;
}

/** `index` with `reports` folded in, each kept only where it is newer. */
export function withProgress(
  index: ProgressIndex,
  reports: readonly ModuleProgress[],
): Map<string, ModuleProgress> {
  const next = new Map(index);
  for (const report of reports) {
    const key = videoKey(report);
    const known = next.get(key);
    next.set(key, known ? newerProgress(known, report) : report);
  }
  return next;
}

/** The keys of finished modules (verified or self-reported), for progressOf. */
export const finishedKeys = (index: ProgressIndex): Set<string> =>
  new Set([...index].filter(([, report]) => isFinished(report.status)).map(([key]) => key));

/**
 * Where the portal invites the client to carry on: the unfinished module they watched most
 * recently; else the first unfinished one after the module they completed most recently (in
 * the portal's order); else the first unfinished one; null when every module is finished.
 */
export function continueWatching(
  categories: ProgressCategories,
  index: ProgressIndex,
): VideoRef | null {
  const order = inOrder(categories);
  const reportOf = (video: VideoRef) => index.get(videoKey(video));
  const unfinished = order.filter((video) => !isFinished(reportOf(video)?.status));
  if (unfinished.length === 0) return null;

  const latest = (videos: VideoRef[], at: (report: ModuleProgress) => string | null) =>
    videos.reduce<{ video: VideoRef; at: number } | null>((best, video) => {
      const report = reportOf(video);
      const when = report ? time(at(report)) : 0;
      return when > 0 && (!best || when > best.at) ? { video, at: when } : best;
    }, null)?.video;

  const watching = latest(unfinished, (report) => report.lastWatchedAt);
  if (watching) return watching;
  const finished = order.filter((video) => isFinished(reportOf(video)?.status));
  const lastDone = latest(finished, (report) => report.completedAt);
  if (lastDone) {
    const after = order.findIndex((video) => videoKey(video) === videoKey(lastDone));
    const next = order.slice(after + 1).find((video) => !isFinished(reportOf(video)?.status));
    if (next) return next;
  }
  return unfinished[0];
}
