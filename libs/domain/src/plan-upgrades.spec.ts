import { upgradeOffer } from './plan-upgrades';

describe('upgradeOffer', () => {
  it('offers a paying Basic account the Advanced plan', () => {
    expect(upgradeOffer({ approval: 'YES', plan: 'BASIC' })).toEqual({
      kind: 'plan',
      to: 'ADVANCED',
    });
  });

  it('tells a paying Advanced account it is on the top plan', () => {
    expect(upgradeOffer({ approval: 'YES', plan: 'ADVANCED' })).toEqual({ kind: 'top-plan' });
  });

  it.each(['TRIALING', 'NO', null] as const)(
    'offers Pro to an account with approval %s',
    (approval) => {
      expect(upgradeOffer({ approval, plan: 'ADVANCED' })).toEqual({ kind: 'pro' });
      expect(upgradeOffer({ approval, plan: 'BASIC' })).toEqual({ kind: 'pro' });
    },
  );
});
