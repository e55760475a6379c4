import {
  BEAT_GRACE_SECONDS,
  coveredSeconds,
  creditHeartbeat,
  firstSeconds,
  flattenRanges,
  isCoverageComplete,
  MAX_BEAT_GAP_SECONDS,
  MAX_CREDITED_RATE,
  MAX_RANGES_PER_BEAT,
  mergeRanges,
  subtractRanges,
  unflattenRanges,
  watchedPercent,
  type WatchState,
} from './watch-ranges';

const T0 = new Date('2026-11-24T09:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** Beats sent `seconds` apart, each crediting against the state the previous one left. */
function beats(duration: number, ...sequence: { at: number; ranges: number[][] }[]) {
  let state: WatchState = { watched: [], beatAt: null };
  const credits: number[] = [];
  for (const { at, ranges } of sequence) {
    const beat = creditHeartbeat(state, { ranges }, duration, later(at));
    credits.push(beat.credited);
    state = { watched: beat.watched, beatAt: later(at) };
  }
  return { state, credits, seconds: coveredSeconds(state.watched) };
}

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges, keeps gaps, and sorts out-of-order input', () => {
    expect(
      mergeRanges([
        [20, 30],
        [0, 10],
        [5, 12],
        [40, 50],
        [12, 15],
      ]),
    ).toEqual([
      [0, 15],
      [20, 30],
      [40, 50],
    ]);
    // A gap within timeupdate granularity (0.3 s) is no gap; a larger one stays.
    expect(
      mergeRanges([
        [0, 10],
        [10.25, 20],
        [21, 22],
      ]),
    ).toEqual([
      [0, 20],
      [21, 22],
    ]);
    expect(
      mergeRanges([
        [0, 100],
        [10, 20],
      ]),
    ).toEqual([[0, 100]]);
  });

  it('clips to the video and drops empty, reversed and non-numeric ranges', () => {
    expect(
      mergeRanges([[-5, 3], [8, 8], [9, 7], [NaN, 4], [4, Infinity], [1], [55, 80], [70, 90]], 60),
    ).toEqual([
      [0, 3],
      [55, 60],
    ]);
    expect(mergeRanges([])).toEqual([]);
  });
});

describe('range arithmetic', () => {
  it('subtracts what was covered, keeping the pieces on either side', () => {
    expect(
      subtractRanges(
        [
          [0, 30],
          [40, 50],
        ],
        [
          [5, 10],
          [20, 45],
        ],
      ),
    ).toEqual([
      [0, 5],
      [10, 20],
      [45, 50],
    ]);
    expect(subtractRanges([[0, 10]], [[0, 10]])).toEqual([]);
    expect(subtractRanges([[0, 10]], [])).toEqual([[0, 10]]);
  });

  it('takes the first seconds in video order, and counts coverage', () => {
    const ranges = [
      [0, 5],
      [10, 20],
    ] as const;
    expect(firstSeconds(ranges, 8)).toEqual([
      [0, 5],
      [10, 13],
    ]);
    expect(firstSeconds(ranges, 0)).toEqual([]);
    expect(coveredSeconds(ranges)).toBe(15);
  });

  it('stores ranges flat and reads them back', () => {
    const ranges = mergeRanges([
      [0, 5],
      [10, 20],
    ]);
    expect(flattenRanges(ranges)).toEqual([0, 5, 10, 20]);
    expect(unflattenRanges([0, 5, 10, 20, 99])).toEqual(ranges);
  });
});

describe('creditHeartbeat', () => {
  const DURATION = 60;

  it('credits watching at normal speed, beat after beat, to completion', () => {
    const sequence = Array.from({ length: 6 }, (_, i) => ({
      at: (i + 1) * 10,
      ranges: [[i * 10, (i + 1) * 10]],
    }));
    const { credits, seconds } = beats(DURATION, ...sequence);
    expect(credits).toEqual([10, 10, 10, 10, 10, 10]);
    expect(isCoverageComplete(seconds, DURATION)).toBe(true);
    expect(watchedPercent(seconds, DURATION)).toBe(100);
  });

  it('credits seeking to the end with what was played, never the skipped part', () => {
    const { seconds } = beats(DURATION, { at: 3, ranges: [[0, 3]] }, { at: 5, ranges: [[57, 60]] });
    expect(seconds).toBe(6);
    expect(isCoverageComplete(seconds, DURATION)).toBe(false);
    // A forged beat claiming the whole video at once gets its speed budget, no more.
    const forged = creditHeartbeat({ watched: [], beatAt: null }, { ranges: [[0, 60]] }, 60, T0);
    expect(forged.watchedSeconds).toBe(
      MAX_CREDITED_RATE * MAX_BEAT_GAP_SECONDS + BEAT_GRACE_SECONDS,
    );
    expect(forged.refused).toBe(60 - forged.watchedSeconds);
  });

  it('caps playback above 2x at twice the wall-clock time between beats', () => {
    // 16x: a beat every 10 s claims 160 s of a long video.
    const { credits } = beats(
      1000,
      { at: 10, ranges: [[0, 160]] },
      { at: 20, ranges: [[160, 320]] },
    );
    expect(credits[0]).toBe(MAX_CREDITED_RATE * MAX_BEAT_GAP_SECONDS + BEAT_GRACE_SECONDS);
    expect(credits[1]).toBe(MAX_CREDITED_RATE * 10 + BEAT_GRACE_SECONDS);
    // 2x is fine: 20 s of video per 10 s beat.
    const double = beats(1000, { at: 10, ranges: [[0, 20]] }, { at: 20, ranges: [[20, 40]] });
    expect(double.credits).toEqual([20, 20]);
  });

  it('does not let a long pause become a licence to claim the rest', () => {
    const { credits } = beats(
      1000,
      { at: 10, ranges: [[0, 10]] },
      { at: 3600, ranges: [[10, 200]] },
    );
    expect(credits[1]).toBe(MAX_CREDITED_RATE * MAX_BEAT_GAP_SECONDS + BEAT_GRACE_SECONDS);
  });

  it('merges out-of-order and overlapping beats without counting a second twice', () => {
    const { seconds, credits } = beats(
      DURATION,
      { at: 10, ranges: [[20, 30]] },
      { at: 20, ranges: [[0, 10]] },
      { at: 30, ranges: [[5, 25]] }, // a rewatch: only 10..20 is new
    );
    expect(credits).toEqual([10, 10, 10]);
    expect(seconds).toBe(30);
  });

  it('lets two tabs merge, sharing one speed budget', () => {
    // Two tabs on the same module, beats 1 s apart: together no faster than 2x.
    const { credits, seconds } = beats(
      DURATION,
      { at: 10, ranges: [[0, 10]] },
      { at: 11, ranges: [[30, 40]] },
    );
    expect(credits).toEqual([10, MAX_CREDITED_RATE * 1 + BEAT_GRACE_SECONDS]);
    expect(seconds).toBe(14);
  });

  it('reads only the first ranges of an oversized beat', () => {
    const many = Array.from({ length: MAX_RANGES_PER_BEAT + 10 }, (_, i) => [i * 2, i * 2 + 0.5]);
    const beat = creditHeartbeat({ watched: [], beatAt: null }, { ranges: many }, 1000, T0);
    expect(beat.watched).toHaveLength(MAX_RANGES_PER_BEAT);
  });
});

describe('completion and percent', () => {
  it('completes at 90 percent coverage of a known duration', () => {
    expect(isCoverageComplete(53.9, 60)).toBe(false);
    expect(isCoverageComplete(54, 60)).toBe(true);
    expect(isCoverageComplete(10, 0)).toBe(false);
  });

  it('reads whole percents, 100 only when every second is covered', () => {
    expect(watchedPercent(0, 60)).toBe(0);
    expect(watchedPercent(30, 60)).toBe(50);
    expect(watchedPercent(59.9, 60)).toBe(99);
    expect(watchedPercent(60, 60)).toBe(100);
    expect(watchedPercent(5, 0)).toBe(0);
  });
});
