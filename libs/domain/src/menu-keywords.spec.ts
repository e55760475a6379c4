import { MENU_FEATURES } from './menu-features';
import { STREAMLINE_MESSAGES, descriptionProblem, recommendedFeatureIds } from './menu-keywords';

const BASE = ['opportunities', 'contacts', 'calendars', 'conversations', 'dashboard'];

describe('descriptionProblem (signed-in spec §5)', () => {
  it.each([
    ['', STREAMLINE_MESSAGES.describeFirst],
    ['   \n\t ', STREAMLINE_MESSAGES.describeFirst],
    ['Dentist', STREAMLINE_MESSAGES.moreDetail], // one word
    ['Big dent', STREAMLINE_MESSAGES.moreDetail], // 8 characters
    ['a b c d e f g h', STREAMLINE_MESSAGES.moreDetail], // no word longer than 2
    ['Restaurants', STREAMLINE_MESSAGES.moreDetail], // 11 characters, one word
    ['!!!! ???? ....', STREAMLINE_MESSAGES.moreDetail], // punctuation is not a word
    ['We do it ok', STREAMLINE_MESSAGES.moreDetail], // only "We", "do", "it", "ok"
    ['Pet groomer', null],
    ['  A family dental clinic in Leeds  ', null],
  ])('%j → %j', (description, expected) => {
    expect(descriptionProblem(description)).toBe(expected);
  });
});

describe('recommendedFeatureIds', () => {
  it.each<[string, string, string[]]>([
    [
      'a restaurant',
      'Family-run Italian restaurant with takeaway and online bookings',
      ['sites', 'reputation', 'mobile-app', 'email-marketing'],
    ],
    [
      'a dentist',
      'We are a DENTIST practice looking after patients of all ages',
      ['reputation', 'reporting', 'email-marketing', 'payments'],
    ],
    [
      'an e-commerce shop',
      'An e-commerce shop selling handmade candles',
      ['automation', 'sites', 'media', 'reporting', 'email-marketing', 'payments'],
    ],
    [
      'a coach',
      'Business coach selling group programs',
      ['memberships', 'automation', 'sites', 'media', 'email-marketing', 'payments'],
    ],
    [
      'an estate agent',
      'Real-estate team helping families buy homes',
      ['automation', 'sites', 'reputation', 'mobile-app', 'email-marketing'],
    ],
    [
      'a salon',
      'Hair salon and nail bar in the city centre',
      ['reputation', 'mobile-app', 'email-marketing', 'payments'],
    ],
    [
      'a plumber',
      'Emergency plumbers covering the whole county',
      ['automation', 'reputation', 'mobile-app', 'payments'],
    ],
    [
      'a gym',
      'Local gym offering yoga classes',
      ['memberships', 'reputation', 'mobile-app', 'email-marketing', 'payments'],
    ],
    ['a law firm', 'Family law firm with two attorneys', ['automation', 'reputation', 'payments']],
    ['a café (accents)', 'Cosy café', ['sites', 'reputation', 'mobile-app', 'email-marketing']],
    ['nothing matching', 'Something quite unusual indeed', []],
  ])('%s keeps the base set plus sensible features', (_, description, extra) => {
    const ids = recommendedFeatureIds(description);
    expect(new Set(ids)).toEqual(new Set([...BASE, ...extra]));
  });

  it('matches whole words only', () => {
    // "law" is not in "lawn", "spa" not in "space", "ai" not in "said" or "plain".
    expect(recommendedFeatureIds('Lawn and garden space planning')).toEqual(BASE);
    expect(recommendedFeatureIds('She said it was plain and simple')).toEqual(BASE);
    expect(recommendedFeatureIds('We want an AI chatbot')).toContain('ai-agents');
  });

  it('always includes the base set, never duplicates, and uses valid ids in list order', () => {
    const order = MENU_FEATURES.map((f) => f.id);
    for (const description of [
      '',
      'restaurant dentist shop coach realtor salon plumber gym lawyer accountant agency',
      'reviews website email invoices membership automation AI reports video',
    ]) {
      const ids = recommendedFeatureIds(description);
      expect(ids).toEqual(expect.arrayContaining(BASE));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => order.includes(id))).toBe(true);
      expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    }
  });

  it('keeps every feature a description names outright', () => {
    const ids = recommendedFeatureIds(
      'reviews website email invoices membership automation AI reports video',
    );
    expect(ids).toEqual(
      MENU_FEATURES.map((f) => f.id).filter((id) => !/launchpad|marketplace|mobile-app/.test(id)),
    );
  });
});
