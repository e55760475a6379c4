import { accessRefusal, type AccessSubject } from './access';

const now = new Date('2026-11-21T12:00:00Z');
const future = new Date('2026-11-25T12:00:00Z');
const past = new Date('2026-11-20T12:00:00Z');

describe('accessRefusal', () => {
  const cases: [
    string,
    AccessSubject,
    ReturnType<typeof accessRefusal>,
    ReturnType<typeof accessRefusal>,
  ][] = [
    ['paid', { approval: 'YES', trialEndsAt: null }, null, null],
    ['trialing', { approval: 'TRIALING', trialEndsAt: future }, null, 'trial_limited'],
    ['trial ended', { approval: 'TRIALING', trialEndsAt: past }, 'trial_ended', 'trial_ended'],
    ['revoked', { approval: 'NO', trialEndsAt: null }, 'access_required', 'access_required'],
    ['never approved', { approval: null, trialEndsAt: null }, 'access_required', 'access_required'],
  ];

  it.each(cases)('%s: trial-level %p, full-level %p', (_, user, trialLevel, fullLevel) => {
    expect(accessRefusal(user, 'trial', now)).toBe(trialLevel);
    expect(accessRefusal(user, 'full', now)).toBe(fullLevel);
  });

  it('ends the trial at the exact end instant', () => {
    expect(accessRefusal({ approval: 'TRIALING', trialEndsAt: now }, 'trial', now)).toBe(
      'trial_ended',
    );
  });
});
