/**
 * Verified watch time (issue #17): the portal's player reports which seconds of a video it
 * played; the server merges them per client and module and decides completion itself. Pure, so
 * the api, the player and the benchmark share one set of rules, unit-tested here.
 */

/** [start, end) in seconds of the video, start < end. */
export type WatchRange = readonly [start: number, end: number];

/** The player beats every 10 s of playback, and on pause, seek and end. */
export const HEARTBEAT_INTERVAL_SECONDS = 10;

/** Watching faster than this earns no more credit: 2x is the fastest a person still follows. */
export const MAX_CREDITED_RATE = 2;

/**
 * The most wall-clock time that can be banked for crediting: a beat carries only what was
 * played since the previous one, so a long gap (a pause, a closed laptop) is no licence to
 * claim the whole video at once.
 */
export const MAX_BEAT_GAP_SECONDS = HEARTBEAT_INTERVAL_SECONDS * 1.5;

/** Network and timer jitter: a beat a little early still credits its full ten seconds. */
export const BEAT_GRACE_SECONDS = 2;

/** A module is complete once 90% of it was watched (closing credits need not be sat through). */
export const COMPLETE_COVERAGE = 0.9;

/** At most this many ranges in one beat: a player that seeks more often sends them in parts. */
export const MAX_RANGES_PER_BEAT = 50;

/** Gaps smaller than this (timeupdate granularity) join their neighbours. */
const JOIN_GAP_SECONDS = 0.3;

const isUsable = (range: readonly number[]): boolean =>
  range.length === 2 && range.every(Number.isFinite) && range[1] > range[0];

/**
 * Ranges sorted, clipped to [0, duration], with overlapping or nearly touching ones joined.
 * Out-of-order, overlapping and unusable (NaN, empty, reversed) input is fine.
 */
export function mergeRanges(
  ranges: readonly (readonly number[])[],
  duration = Infinity,
): WatchRange[] {
  const clipped = ranges
    .filter(isUsable)
    .map(([start, end]): [number, number] => [Math.max(0, start), Math.min(duration, end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of clipped) {
    const last = merged.at(-1);
    if (last && start <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by merged (disjoint) ranges. */
export const coveredSeconds = (ranges: readonly WatchRange[]): number =>
  ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** The parts of merged `ranges` not in merged `covered`. */
export function subtractRanges(
  ranges: readonly WatchRange[],
  covered: readonly WatchRange[],
): WatchRange[] {
  const result: WatchRange[] = [];
  for (const [start, end] of ranges) {
    let from = start;
    for (const [coveredStart, coveredEnd] of covered) {
      if (coveredEnd <= from) continue;
      if (coveredStart >= end) break;
      if (coveredStart > from) result.push([from, coveredStart]);
      from = Math.max(from, coveredEnd);
      if (from >= end) break;
    }
    if (from < end) result.push([from, end]);
  }
  return result;
}

/** The first `seconds` of merged `ranges`, in video order. */
export function firstSeconds(ranges: readonly WatchRange[], seconds: number): WatchRange[] {
  const result: WatchRange[] = [];
  let left = seconds;
  for (const [start, end] of ranges) {
    if (left <= 0) break;
    const take = Math.min(end - start, left);
    result.push([start, start + take]);
    left -= take;
  }
  return result;
}

/** The server's record of one client watching one module, and the client's credit clock. */
export interface WatchState {
  watched: WatchRange[];
  /**
   * The client's credit clock, one for all of its modules, tabs and devices: every credited
   * second of video moves it on by 1 / MAX_CREDITED_RATE seconds, and it never lags more than
   * MAX_BEAT_GAP_SECONDS behind now. The gap between it and now is what may still be credited.
   * Null before the client's first beat. So everything credited to a client, over all modules,
   * is at most MAX_CREDITED_RATE × (now − first beat) + BEAT_GRACE_SECONDS (docs/progress.md).
   */
  creditClock: Date | null;
}

export interface Heartbeat {
  ranges: readonly (readonly number[])[];
}

export interface CreditedBeat {
  watched: WatchRange[];
  watchedSeconds: number;
  /** Seconds this beat added to the merged coverage. */
  credited: number;
  /** Seconds the beat claimed beyond what its wall-clock time allows (played above 2x). */
  refused: number;
  creditClock: Date;
}

/**
 * What one beat adds: its ranges, clipped to the video, minus what was already watched, capped
 * by the credit clock at twice the wall-clock time (a token bucket: two tabs share it, so
 * together they may watch different parts at 1x each but never outrun 2x). The first seconds
 * of the new coverage are kept; the rest is refused, so seeking to the end or racing at 16x
 * credits no more than could have been watched.
 */
export function creditHeartbeat(
  state: WatchState,
  beat: Heartbeat,
  durationSeconds: number,
  now: Date,
): CreditedBeat {
  const incoming = mergeRanges(beat.ranges.slice(0, MAX_RANGES_PER_BEAT), durationSeconds);
  const fresh = subtractRanges(incoming, state.watched);
  // In whole milliseconds, as the clock is stored and compared (moving it on rounds up, so
  // rounding never credits a second more than the clock paid for).
  // No clock yet: the client's first beat ever. It starts the clock and gets no bank, so
  // nothing is credited for time the server never saw pass (the player opens with an empty beat).
  const nowMs = now.getTime();
  const fromMs = state.creditClock
    ? Math.max(state.creditClock.getTime(), nowMs - MAX_BEAT_GAP_SECONDS * 1000)
    : nowMs;
  const lag = (nowMs - fromMs) / 1000;
  const budget = Math.max(0, MAX_CREDITED_RATE * lag + BEAT_GRACE_SECONDS);
  const claimed = coveredSeconds(fresh);
  const before = coveredSeconds(state.watched);
  const watched = creditWithin(state.watched, fresh, budget, durationSeconds, before);
  const watchedSeconds = coveredSeconds(watched);
  const credited = watchedSeconds - before;
  return {
    watched,
    watchedSeconds,
    credited,
    refused: Math.max(0, claimed - budget),
    creditClock: new Date(fromMs + Math.ceil((credited / MAX_CREDITED_RATE) * 1000)),
  };
}

/**
 * `watched` with the first seconds of `fresh` that fit `budget`. Merging joins gaps under
 * JOIN_GAP_SECONDS, so what it adds can exceed what was taken (a beat of many tiny ranges
 * 0.29 s apart); taking less until the merged growth fits keeps the budget a hard bound.
 */
function creditWithin(
  watched: readonly WatchRange[],
  fresh: readonly WatchRange[],
  budget: number,
  durationSeconds: number,
  before: number,
): WatchRange[] {
  let take = budget;
  for (let attempt = 0; attempt < 8 && take > 0; attempt++) {
    const merged = mergeRanges([...watched, ...firstSeconds(fresh, take)], durationSeconds);
    const over = coveredSeconds(merged) - before - budget;
    if (over <= 1e-9) return merged;
    take -= over;
  }
  return mergeRanges(watched, durationSeconds);
}

/** Whether merged coverage completes a module of `durationSeconds`. */
export const isCoverageComplete = (watchedSeconds: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds >= durationSeconds * COMPLETE_COVERAGE;

/** Whole percent watched, 100 only when every second is covered. */
export function watchedPercent(watchedSeconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  const ratio = watchedSeconds / durationSeconds;
  return ratio >= 1 ? 100 : Math.min(99, Math.floor(ratio * 100));
}

/** Flat [s0, e0, s1, e1, ...] as PostgreSQL's float8[] column keeps it, and back. */
export const flattenRanges = (ranges: readonly WatchRange[]): number[] => ranges.flat();

export function unflattenRanges(flat: readonly number[]): WatchRange[] {
  const ranges: WatchRange[] = [];
  for (let at = 0; at + 1 < flat.length; at += 2) ranges.push([flat[at], flat[at + 1]]);
  return ranges;
}
