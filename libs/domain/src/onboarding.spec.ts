import {
  nextOnboardingProgress,
  normalizeHexColor,
  onboardingView,
  portalIdFromPath,
} from './onboarding';
import { PAGE_META } from './page-meta';

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

  it("walks the guide's steps again with the setup still counted as completed", () => {
    expect(nextOnboardingProgress(at(1, true), 'next')).toEqual(at(2, true));
    expect(nextOnboardingProgress(at(2, true), 'next')).toEqual(at(3, true));
    expect(nextOnboardingProgress(at(3, true), 'skip')).toEqual(at(0, true));
    expect(onboardingView(at(0, true))).toBe('completed');
    expect(onboardingView(at(2, true))).toBe(2);
    expect(onboardingView(at(0))).toBe(0);
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
    [at(0, true), 'next'],
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

describe('portal paths', () => {
  it('takes a 12-character id without look-alike characters', () => {
    expect(portalIdFromPath('/Ab3dEf7hJk9m')).toBe('Ab3dEf7hJk9m');
    expect(portalIdFromPath('/Ab3dEf7hJk9m/?ref=mail')).toBe('Ab3dEf7hJk9m');
    expect(portalIdFromPath('/Ab3dEf7hJk9')).toBeNull();
    expect(portalIdFromPath('/Ab3dEf7hJk90')).toBeNull(); // 0 is never in an id
    expect(portalIdFromPath('/app/Ab3dEf7hJk9m')).toBeNull();
  });

  it('never claims one of our own pages', () => {
    for (const path of Object.keys(PAGE_META)) expect(portalIdFromPath(path)).toBeNull();
  });
});
