import { WatchTracker } from './watch-tracker';

const play = (tracker: WatchTracker, from: number, to: number, step = 0.25) => {
  for (let time = from; time <= to + 1e-9; time += step)
    tracker.played(Math.round(time * 100) / 100);
};

describe('WatchTracker', () => {
  it('reports continuous playback as one range and keeps following after a take', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 10);
    expect(tracker.take()).toEqual([[0, 10]]);
    play(tracker, 10.25, 20);
    expect(tracker.take()).toEqual([[10, 20]]);
  });

  it('never counts a seek as watched', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 5);
    tracker.interrupt(); // seeking
    play(tracker, 90, 92);
    expect(tracker.take()).toEqual([
      [0, 5],
      [90, 92],
    ]);
  });

  it('treats a jump without a seek event as a new range', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 3);
    play(tracker, 60, 61);
    expect(tracker.take()).toEqual([
      [0, 3],
      [60, 61],
    ]);
  });

  it('gives back the ranges of a failed beat', () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 4);
    const sent = tracker.take();
    tracker.restore(sent);
    play(tracker, 4.25, 8);
    expect(tracker.take()).toEqual([[0, 8]]);
    expect(tracker.hasPending).toBe(false);
  });
});
