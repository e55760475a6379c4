import { durationInWords } from './endpoint-disabling';

describe('durationInWords', () => {
  it('names the largest whole unit', () => {
    expect(durationInWords(5 * 86_400_000)).toBe('5 days');
    expect(durationInWords(86_400_000)).toBe('1 day');
    expect(durationInWords(3 * 3_600_000)).toBe('3 hours');
    expect(durationInWords(90_000)).toBe('2 minutes');
    expect(durationInWords(1)).toBe('1 second');
  });
});
