import {
  BEAT_GRACE_SECONDS,
  coveredSeconds,
  creditHeartbeat,
  firstSeconds,
  flattenRanges,
  isCoverageComplete,
  MAX_BEAT_GAP_SECONDS,
  MAX_CREDITED_RATE,
  mergeRanges,
  subtractRanges,
  unflattenRanges,
  watchedPercent,
  type WatchRange,
} from './watch-ranges';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, seconds));

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges and keeps gaps', () => {
    expect(
      mergeRanges([
        [0, 10],
        [5, 15],
        [15.1, 20],
        [30, 40],
      ]),
    ).toEqual([
      [0, 20],
      [30, 40],
    ]);
  });

  it('sorts out-of-order beats', () => {
    expect(
      mergeRanges([
        [40, 50],
        [0, 10],
        [20, 30],
        [10, 20],
      ]),
    ).toEqual([
      [0, 30],
      [40, 50],
    ]);
  });

  it('clips to the video and drops empty, reversed and non-numeric ranges', () => {
    expect(
      mergeRanges(
        [
          [-5, 3],
          [8, 8],
          [9, 7],
          [NaN, 4],
          [95, 130],
          [1, Infinity],
        ],
        100,
      ),
    ).toEqual([
      [0, 3],
      [95, 100],
    ]);
  });
});

describe('range arithmetic', () => {
  const watched: WatchRange[] = [
    [10, 20],
    [30, 40],
  ];

  it('subtracts what was already covered', () => {
    expect(subtractRanges([[0, 50]], watched)).toEqual([
      [0, 10],
      [20, 30],
      [40, 50],
    ]);
    expect(subtractRanges([[12, 18]], watched)).toEqual([]);
  });

  it('takes the first seconds in video order', () => {
    expect(firstSeconds(watched, 15)).toEqual([
      [10, 20],
      [30, 35],
    ]);
    expect(coveredSeconds(watched)).toBe(20);
  });

  it('round-trips the flat column form', () => {
    expect(unflattenRanges(flattenRanges(watched))).toEqual(watched);
  });
});

describe('creditHeartbeat', () => {
  it('credits ten seconds played at normal speed after the opening beat', () => {
    const opening = creditHeartbeat({ watched: [], creditClock: null }, { ranges: [] }, 100, at(0));
    expect(opening).toMatchObject({ credited: 0, creditClock: at(0) });
    const first = creditHeartbeat(
      { watched: [], creditClock: opening.creditClock },
      { ranges: [[0, 10]] },
      100,
      at(10),
    );
    expect(first).toMatchObject({ watchedSeconds: 10, credited: 10, refused: 0 });
    const second = creditHeartbeat(
      { watched: first.watched, creditClock: first.creditClock },
      { ranges: [[10, 20]] },
      100,
      at(20),
    );
    expect(second.watched).toEqual([[0, 20]]);
    expect(second.credited).toBe(10);
  });

  it('gives a first beat no bank: only the grace, however much it claims', () => {
    const beat = creditHeartbeat(
      { watched: [], creditClock: null },
      { ranges: [[0, 100]] },
      100,
      at(0),
    );
    expect(beat.watched).toEqual([[0, BEAT_GRACE_SECONDS]]);
    expect(beat.refused).toBe(100 - BEAT_GRACE_SECONDS);
  });

  it('credits a seek to the end only for what one beat could have played', () => {
    const beat = creditHeartbeat(
      { watched: [], creditClock: at(-3_600) },
      { ranges: [[0, 100]] },
      100,
      at(0),
    );
    const budget = MAX_CREDITED_RATE * MAX_BEAT_GAP_SECONDS + BEAT_GRACE_SECONDS;
    expect(beat.watchedSeconds).toBe(budget);
    expect(beat.watched).toEqual([[0, budget]]);
    expect(isCoverageComplete(beat.watchedSeconds, 100)).toBe(false);
  });

  it('never credits more than 2x the time since the first beat, plus the grace', () => {
    // A script beating as fast as it can, claiming whole videos every 100 ms for a minute.
    let creditClock: Date | null = null;
    let total = 0;
    for (let tick = 0; tick <= 600; tick++) {
      const now = at(tick / 10);
      const beat = creditHeartbeat({ watched: [], creditClock }, { ranges: [[0, 600]] }, 600, now);
      total += beat.credited;
      creditClock = beat.creditClock;
      expect(total).toBeLessThanOrEqual(MAX_CREDITED_RATE * (tick / 10) + BEAT_GRACE_SECONDS);
    }
  });

  it('counts the gaps merging joins against the budget', () => {
    // 50 ranges of 0.01 s, 0.29 s apart: merged they would cover 14.5 s for 0.5 s claimed.
    const ranges = Array.from({ length: 50 }, (_, at) => [at * 0.3, at * 0.3 + 0.01]);
    const beat = creditHeartbeat({ watched: [], creditClock: at(0) }, { ranges }, 100, at(1));
    expect(beat.credited).toBeLessThanOrEqual(MAX_CREDITED_RATE * 1 + BEAT_GRACE_SECONDS + 1e-9);
    expect(beat.credited).toBeGreaterThan(0);
  });

  it('does not let a long pause pay for a whole video', () => {
    const beat = creditHeartbeat(
      { watched: [[0, 10]], creditClock: at(0) },
      { ranges: [[10, 100]] },
      100,
      new Date(at(0).getTime() + 3_600_000),
    );
    expect(beat.credited).toBe(MAX_CREDITED_RATE * MAX_BEAT_GAP_SECONDS + BEAT_GRACE_SECONDS);
  });

  it('caps playback above 2x at twice the wall-clock time', () => {
    // 40 s of video in 10 s of wall time (4x): 2 x 10 + grace.
    const beat = creditHeartbeat(
      { watched: [[0, 40]], creditClock: at(0) },
      { ranges: [[40, 80]] },
      200,
      at(10),
    );
    expect(beat.credited).toBe(2 * 10 + BEAT_GRACE_SECONDS);
    expect(beat.refused).toBe(40 - (2 * 10 + BEAT_GRACE_SECONDS));
  });

  it('lets two tabs watch different parts at 1x each, beating at the same instant', () => {
    let state = { watched: [] as WatchRange[], creditClock: at(0) as Date | null };
    for (let beat = 1; beat < 6; beat++) {
      for (const offset of [0, 50]) {
        const start = offset + beat * 5;
        const next = creditHeartbeat(state, { ranges: [[start, start + 5]] }, 200, at(beat * 5));
        expect(next.credited).toBe(5);
        state = { watched: next.watched, creditClock: next.creditClock };
      }
    }
  });

  it('credits re-watched seconds nothing and a second tab only its new seconds', () => {
    const state = { watched: [[0, 30]] as WatchRange[], creditClock: at(0) };
    const rewatch = creditHeartbeat(state, { ranges: [[5, 15]] }, 100, at(5));
    expect(rewatch.credited).toBe(0);
    const otherTab = creditHeartbeat(state, { ranges: [[50, 55]] }, 100, at(5));
    expect(otherTab.watched).toEqual([
      [0, 30],
      [50, 55],
    ]);
  });

  it('completes at 90% coverage', () => {
    expect(isCoverageComplete(89.9, 100)).toBe(false);
    expect(isCoverageComplete(90, 100)).toBe(true);
    expect(watchedPercent(99.9, 100)).toBe(99);
    expect(watchedPercent(100, 100)).toBe(100);
  });
});
