/**
 * The client portal's progress rules, pure so they are tested here and shared by the page:
 * when a video counts as watched, where playback resumes, and how far along the client is.
 */

/** A video counts as watched at 90 percent: closing credits need not be sat through. */
export const WATCHED_FRACTION = 0.9;

export interface VideoRef {
  categoryId: string;
  moduleId: string;
}

/** The portal's categories as far as progress cares: ids, in viewing order. */
export type ProgressCategories = readonly { id: string; videos: readonly { moduleId: string }[] }[];

const usable = (seconds: number) => Number.isFinite(seconds) && seconds > 0;

/**
 * True once playback reaches 90 percent. A duration the browser does not know yet (NaN before
 * metadata, Infinity for streams) never counts: the 'ended' event covers those.
 */
export function isWatched(currentTime: number, duration: number): boolean {
  if (!usable(duration) || !Number.isFinite(currentTime)) return false;
  return currentTime / duration >= WATCHED_FRACTION;
}

/**
 * Where to start a video the client watched part of before: the saved second, unless it is
 * unusable or already in the watched tail (then from the start, as a rewatch).
 */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (saved == null || !usable(saved)) return 0;
  if (!usable(duration)) return saved;
  return saved >= duration * WATCHED_FRACTION ? 0 : saved;
}

/** One string per video, for sets of completed videos and storage keys. */
export const videoKey = ({ categoryId, moduleId }: VideoRef) => `${categoryId}/${moduleId}`;

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
  const keys = categories.flatMap((category) =>
    category.videos.map((video) => videoKey({ categoryId: category.id, moduleId: video.moduleId })),
  );
  const done = keys.filter((key) => completed.has(key)).length;
  const total = keys.length;
  const percent =
    total === 0 ? 0 : done === total ? 100 : Math.min(99, Math.round((done / total) * 100));
  return { done, total, percent };
}

/** The video after `current` in viewing order (across categories), or null after the last. */
export function nextVideo(categories: ProgressCategories, current: VideoRef): VideoRef | null {
  const order = categories.flatMap((category) =>
    category.videos.map((video) => ({ categoryId: category.id, moduleId: video.moduleId })),
  );
  const at = order.findIndex((video) => videoKey(video) === videoKey(current));
  return at === -1 ? null : (order[at + 1] ?? null);
}
