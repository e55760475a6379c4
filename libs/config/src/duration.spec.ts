import { parseDuration, parseDurationList } from './duration';

describe('durations', () => {
  it.each([
    ['100ms', 100],
    ['5s', 5_000],
    ['5m', 300_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    [' 30m ', 1_800_000],
  ])('parses %s', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', '5', 's', '5 s', '-5s', '1.5h', '5w'])('rejects %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('parses a list, or nothing when any item is bad', () => {
    expect(parseDurationList('100ms,200ms')).toEqual([100, 200]);
    expect(parseDurationList('100ms,soon')).toBeUndefined();
  });
});
