import { mergeRanges, type WatchRange } from './watch-ranges';

/**
 * A timeupdate arrives every 250 ms or so; a larger step forward without a seek is a stall
 * catching up or a tab waking, not something the viewer saw.
 */
const MAX_STEP_SECONDS = 3;

/**
 * The player's side of verified watch time: it follows `currentTime` while the video plays and
 * hands out the ranges played since the last beat. A seek closes the current range, so jumping
 * ahead never reads as watching; the server still checks everything it is sent.
 */
export class WatchTracker {
  private pending: WatchRange[] = [];
  private start: number | null = null;
  private last: number | null = null;

  /** The playhead moved to `time` during playback. */
  played(time: number): void {
    if (!Number.isFinite(time)) return;
    const step = this.last === null ? NaN : time - this.last;
    if (this.start === null || !(step >= 0 && step <= MAX_STEP_SECONDS)) {
      this.close();
      this.start = time;
    }
    this.last = time;
  }

  /** Seeking, pausing or ending: the current range stops here. */
  interrupt(): void {
    this.close();
  }

  /** The ranges played since the previous call, merged; the tracker keeps following. */
  take(): WatchRange[] {
    const playhead = this.last;
    this.close();
    const taken = mergeRanges(this.pending);
    this.pending = [];
    // Still playing: the next range starts where this one ended, leaving no gap between beats.
    if (playhead !== null) this.start = this.last = playhead;
    return taken;
  }

  /** Ranges sent in a beat that failed go back, to travel with the next one. */
  restore(ranges: readonly WatchRange[]): void {
    this.pending.push(...ranges);
  }

  /** Whether anything was played since the last take. */
  get hasPending(): boolean {
    return (
      this.pending.length > 0 ||
      (this.start !== null && this.last !== null && this.last > this.start)
    );
  }

  private close(): void {
    if (this.start !== null && this.last !== null && this.last > this.start) {
      this.pending.push([this.start, this.last]);
    }
    this.start = null;
    this.last = null;
  }
}
