import { OFFER_TEXT_MAX_CHARS, parseAiOffer } from '@retainly/domain';
import { writeOfflineOffer } from './offline-offer-writer';

const dentists = {
  targeting: 'Dentists in Austin.',
  situation: 'They miss calls while with patients, and those callers book elsewhere!',
  solution: 'A text-back system that answers every missed call within a minute',
};

describe('writeOfflineOffer', () => {
  it('builds every text from the three inputs, fitted into sentences', () => {
    const offer = writeOfflineOffer(dentists);
    expect(offer.headline).toBe(
      'Dentists in Austin: a text-back system that answers every missed call within a minute, done for you',
    );
    expect(offer.subheadline).toMatch(
      /^They miss calls while with patients, and those callers book elsewhere\? /,
    );
    expect(offer.shortVersion).toContain('Dentists in Austin: they miss calls');
    expect(offer.longVersion.split('\n\n')).toHaveLength(4);
    expect(offer.longVersion).toContain('This is for dentists in Austin.');
  });

  it('is deterministic and always a valid offer', () => {
    expect(writeOfflineOffer(dentists)).toEqual(writeOfflineOffer(dentists));
    expect(parseAiOffer(writeOfflineOffer(dentists))).toEqual(writeOfflineOffer(dentists));
  });

  it('keeps acronyms and collapses whitespace', () => {
    const offer = writeOfflineOffer({
      targeting: 'HVAC   companies',
      situation: 'Slow winters',
      solution: 'SMS reactivation campaigns',
    });
    expect(offer.headline).toBe('HVAC companies: SMS reactivation campaigns, done for you');
  });

  it('clips long inputs to the field limits at a word boundary', () => {
    const long = 'word '.repeat(200);
    const offer = writeOfflineOffer({ targeting: long, situation: long, solution: long });
    expect(offer.headline.length).toBeLessThanOrEqual(OFFER_TEXT_MAX_CHARS.headline);
    expect(offer.headline).toMatch(/word…$/);
    expect(parseAiOffer(offer)).not.toBeNull();
  });
});
