import { nextOnboardingProgress, normalizeHexColor } from './onboarding';

describe('onboarding steps (spec §4)', () => {
  const at = (step: number, completed = false) => ({ step, completed });

  it('moves 0 -> 1 -> 2 -> 3 -> completed, by the named actions only', () => {
    expect(nextOnboardingProgress(at(0), 'install')).toEqual(at(1));
    expect(nextOnboardingProgress(at(1), 'next')).toEqual(at(2));
    expect(nextOnboardingProgress(at(2), 'next')).toEqual(at(3));
    expect(nextOnboardingProgress(at(3), 'complete')).toEqual(at(0, true));
    expect(nextOnboardingProgress(at(3), 'skip')).toEqual(at(0, true));
  });

  it('returns to step 1 from the completed view with the Installation Guide', () => {
    expect(nextOnboardingProgress(at(0, true), 'guide')).toEqual(at(1, true));
    expect(nextOnboardingProgress(at(1, true), 'guide')).toEqual(at(1, true));
  });

  it.each([
    [at(1), 'install'],
    [at(0), 'next'],
    [at(3), 'next'],
    [at(2), 'complete'],
    [at(1), 'skip'],
    [at(2), 'guide'],
    [at(0, true), 'install'],
    [at(0, true), 'complete'],
  ] as const)('refuses %j then %s', (progress, action) => {
    expect(nextOnboardingProgress(progress, action)).toBeNull();
  });
});

describe('normalizeHexColor', () => {
  it.each([
    ['#3B82F6', '#3b82f6'],
    ['3b82f6', '#3b82f6'],
    [' fff ', '#fff'],
    ['#abc', '#abc'],
  ])('accepts %s as %s', (input, output) => {
    expect(normalizeHexColor(input)).toBe(output);
  });

  it.each(['', '#', '#ab', '#abcd', '12345g', 'red', '##fff'])('refuses %j', (input) => {
    expect(normalizeHexColor(input)).toBeNull();
  });
});
