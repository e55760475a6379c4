import { HEARTBEAT_INTERVAL_SECONDS, type WatchRange } from './watch-ranges';
import { WatchTracker } from './watch-tracker';

/** What one beat carries (HeartbeatRequest without the module's key). */
export interface BeatPayload {
  ranges: WatchRange[];
  position: number;
  /** An external player's own duration (YouTube, Vimeo): hosted videos' the server knows. */
  duration?: number;
}

/**
 * Sends a beat: resolves true once the server took it, false when it refused the module for
 * good (409: its watching is not measured any more); rejects when it may work later.
 */
export type SendBeat = (beat: BeatPayload, options: { keepalive: boolean }) => Promise<boolean>;

/** Same as the tracker's: a longer step between timeupdates is a stall or a seek, not viewing. */
const MAX_STEP_SECONDS = 3;

/** A move of the playhead smaller than this is not worth a beat of its own. */
const POSITION_EPSILON_SECONDS = 1;

/**
 * When the portal's player reports one module (issue #17): a beat every ten seconds of
 * playback and on pause, seek, end and leaving the page, each carrying the ranges played since
 * the previous one. Never two beats in flight for a module (they would share one speed budget
 * on the server and the second be refused); a beat asked for meanwhile follows the first. A
 * failed beat's ranges go back into the tracker and travel with the next one.
 */
export class HeartbeatScheduler {
  private readonly tracker = new WatchTracker();
  private inFlight = false;
  private followUp: { keepalive: boolean } | null = null;
  private stopped = false;
  private sinceBeat = 0;
  private lastTime: number | null = null;
  private position: number;
  private sentPosition: number;
  private readPlayhead: (() => number | null) | null = null;
  private duration: number | undefined;

  constructor(
    private readonly send: SendBeat,
    /** Where the server has the playhead already (no beat just to repeat it). */
    startPosition = 0,
  ) {
    this.position = this.sentPosition = startPosition;
  }

  /** The length an external player reports; it travels with every beat from then on. */
  reportDuration(seconds: number): void {
    if (Number.isFinite(seconds) && seconds > 0) this.duration = seconds;
  }

  /** A timeupdate during playback. */
  played(time: number): void {
    this.follow(time);
    if (this.sinceBeat >= HEARTBEAT_INTERVAL_SECONDS) this.beat();
  }

  /**
   * Lets a beat read the playhead itself (null while paused or seeking): timeupdates come ~4 a
   * second, so a beat sent on leaving the page would otherwise lose up to a quarter second.
   * Returns the function that stops it.
   */
  attachPlayhead(read: () => number | null): () => void {
    this.readPlayhead = read;
    return () => {
      if (this.readPlayhead === read) this.readPlayhead = null;
    };
  }

  /**
   * Seeking, pausing, ending or closing at `position`: the current range stops where it was (a
   * player closed while playing: where its playhead is now).
   */
  interrupt(position: number): void {
    this.followPlayhead();
    this.tracker.interrupt();
    this.lastTime = null;
    if (Number.isFinite(position) && position >= 0) this.position = position;
  }

  /** Sends what was played since the last beat (or the new position), unless it is nothing. */
  beat({ keepalive = false }: { keepalive?: boolean } = {}): void {
    if (this.stopped) return;
    if (this.inFlight) {
      this.followUp = { keepalive: keepalive || (this.followUp?.keepalive ?? false) };
      return;
    }
    this.followPlayhead();
    this.sinceBeat = 0;
    const ranges = this.tracker.take();
    const position = this.position;
    if (ranges.length === 0 && Math.abs(position - this.sentPosition) < POSITION_EPSILON_SECONDS) {
      return;
    }
    this.inFlight = true;
    const payload =
      this.duration === undefined
        ? { ranges, position }
        : { ranges, position, duration: this.duration };
    this.send(payload, { keepalive })
      .then(
        (accepted) => {
          if (accepted) this.sentPosition = position;
          else this.stopped = true;
        },
        () => this.tracker.restore(ranges),
      )
      .finally(() => {
        this.inFlight = false;
        const next = this.followUp;
        this.followUp = null;
        if (next) this.beat(next);
      });
  }

  private followPlayhead(): void {
    const playhead = this.readPlayhead?.();
    if (playhead != null) this.follow(playhead);
  }

  private follow(time: number): void {
    if (!Number.isFinite(time)) return;
    const step = this.lastTime === null ? NaN : time - this.lastTime;
    if (step > 0 && step <= MAX_STEP_SECONDS) this.sinceBeat += step;
    this.lastTime = time;
    this.position = time;
    this.tracker.played(time);
  }

  /** Whether a beat is on its way (tests, and the page deciding whether to wait). */
  get busy(): boolean {
    return this.inFlight;
  }
}
