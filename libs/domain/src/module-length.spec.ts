import {
  lengthParts,
  moduleLengthSeconds,
  parseVideoLength,
  videoLengthText,
} from './module-length';

describe('moduleLengthSeconds', () => {
  it('is the measured duration of a hosted video, whatever was typed', () => {
    expect(moduleLengthSeconds({ measuredSeconds: 12.04, videoUrl: null, givenSeconds: 360 })).toBe(
      12.04,
    );
  });

  it('is the given length of a linked video, and unknown without one', () => {
    const youtube = 'https://www.youtube.com/watch?v=abc';
    expect(
      moduleLengthSeconds({ measuredSeconds: null, videoUrl: youtube, givenSeconds: 270 }),
    ).toBe(270);
    expect(
      moduleLengthSeconds({ measuredSeconds: null, videoUrl: youtube, givenSeconds: null }),
    ).toBeNull();
    expect(
      moduleLengthSeconds({ measuredSeconds: null, videoUrl: youtube, givenSeconds: 0 }),
    ).toBeNull();
  });

  it('is unknown for a module with nothing to play', () => {
    expect(
      moduleLengthSeconds({ measuredSeconds: null, videoUrl: null, givenSeconds: 360 }),
    ).toBeNull();
  });
});

describe('lengthParts', () => {
  it.each([
    [0.4, { unit: 'seconds', count: 1 }],
    [5, { unit: 'seconds', count: 5 }],
    [12.04, { unit: 'seconds', count: 12 }],
    [59.6, { unit: 'minutes', count: 1 }],
    [89, { unit: 'minutes', count: 1 }],
    [90, { unit: 'minutes', count: 2 }],
    [360, { unit: 'minutes', count: 6 }],
  ])('%s s shows as %j', (seconds, parts) => {
    expect(lengthParts(seconds)).toEqual(parts);
  });
});

describe('parseVideoLength', () => {
  it.each([
    ['4:30', 270],
    [' 0:45 ', 45],
    ['1:02:03', 3723],
    ['5', 300],
  ])('%j is %d s', (text, seconds) => {
    expect(parseVideoLength(text)).toBe(seconds);
    expect(parseVideoLength(videoLengthText(seconds))).toBe(seconds);
  });

  it.each(['', '0', '0:00', '4:60', 'four', '4.5', '-1', '25:00:00', '1:2:3:4'])(
    'refuses %j',
    (text) => {
      expect(parseVideoLength(text)).toBeNull();
    },
  );
});
