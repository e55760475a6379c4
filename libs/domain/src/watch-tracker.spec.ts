import { WatchTracker } from './watch-tracker';

/** timeupdates every quarter second from `from` to `to`. */
function play(tracker: WatchTracker, from: number, to: number) {
  for (let time = from; time <= to + 1e-9; time += 0.25) tracker.played(time);
}

describe('WatchTracker', () => {
  it('follows playback and hands out the range since the last take, without a gap', () => {
    const tracker = new WatchTracker();
    expect(tracker.hasPending).toBe(false);
    play(tracker, 0, 10);
    expect(tracker.hasPending).toBe(true);
    expect(tracker.take()).toEqual([[0, 10]]);
    expect(tracker.hasPending).toBe(false);
    play(tracker, 10.25, 20);
    expect(tracker.take()).toEqual([[10, 20]]);
  });

  it('closes the range at a seek, so the jump is never counted', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 5);
    tracker.interrupt();
    play(tracker, 50, 55);
    tracker.interrupt();
    play(tracker, 2, 4); // back again: overlaps what was watched
    expect(tracker.take()).toEqual([
      [0, 5],
      [50, 55],
    ]);
  });

  it('reads a large step without a seek event (a stall, a tab waking) as a new range', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 3);
    tracker.played(30);
    tracker.played(30.25);
    tracker.played(29); // backwards without a seek: a new range too
    tracker.played(29.25);
    expect(tracker.take()).toEqual([
      [0, 3],
      [29, 29.25],
      [30, 30.25],
    ]);
  });

  it('gives nothing for a pause right after a take, or for a seek alone', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 4);
    tracker.take();
    tracker.interrupt();
    expect(tracker.take()).toEqual([]);
    tracker.played(40); // the timeupdate after a seek while paused
    tracker.interrupt();
    expect(tracker.take()).toEqual([]);
    tracker.played(NaN);
    expect(tracker.hasPending).toBe(false);
  });

  it('takes back the ranges of a failed beat and sends them with the next', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 10);
    const failed = tracker.take();
    tracker.restore(failed);
    expect(tracker.hasPending).toBe(true);
    play(tracker, 10.25, 15);
    expect(tracker.take()).toEqual([[0, 15]]);
  });
});
