import {
  AI_OFFER_JSON_SCHEMA,
  AI_OFFER_MESSAGES,
  OFFER_INPUT_MAX_CHARS,
  OFFER_TEXT_KEYS,
  hourlyLimitMessage,
  isFinalGenerationStatus,
  offerInputsProblem,
  parseAiOffer,
} from './ai-offer';

const inputs = { targeting: 'Dentists', situation: 'Missed calls', solution: 'Text back' };
const offer = { headline: 'H', subheadline: 'S', shortVersion: 'Short', longVersion: 'Long' };

describe('offerInputsProblem', () => {
  it('accepts three filled fields', () => {
    expect(offerInputsProblem(inputs)).toBeNull();
  });

  it.each([
    ['a missing field', { targeting: 'a', situation: 'b' }],
    ['a blank field', { ...inputs, situation: ' \n ' }],
    ['a field that is not text', { ...inputs, solution: 42 }],
  ])('asks for all three fields on %s', (_, value) => {
    expect(offerInputsProblem(value)).toBe(AI_OFFER_MESSAGES.fillAllFields);
  });

  it('measures the length after trimming', () => {
    const atLimit = `  ${'x'.repeat(OFFER_INPUT_MAX_CHARS)}  `;
    expect(offerInputsProblem({ ...inputs, solution: atLimit })).toBeNull();
    expect(offerInputsProblem({ ...inputs, solution: `${atLimit}x` })).toBe(
      AI_OFFER_MESSAGES.tooLong,
    );
  });
});

describe('parseAiOffer', () => {
  it('accepts exactly the four texts, trimmed', () => {
    expect(parseAiOffer({ ...offer, headline: '  H  ' })).toEqual(offer);
  });

  it.each([
    ['null', null],
    ['an array', [offer]],
    ['a missing field', { ...offer, longVersion: undefined }],
    ['an extra field', { ...offer, price: '$1' }],
    ['an empty text', { ...offer, headline: ' ' }],
    ['a number', { ...offer, shortVersion: 3 }],
    ['a runaway headline', { ...offer, headline: 'x'.repeat(201) }],
  ])('refuses %s', (_, value) => {
    expect(parseAiOffer(value)).toBeNull();
  });
});

it('asks the model for a strict object of exactly the four texts', () => {
  expect(AI_OFFER_JSON_SCHEMA.required).toEqual([...OFFER_TEXT_KEYS]);
  expect(Object.keys(AI_OFFER_JSON_SCHEMA.properties)).toEqual([...OFFER_TEXT_KEYS]);
  expect(AI_OFFER_JSON_SCHEMA.additionalProperties).toBe(false);
});

it('tells final statuses from waiting ones', () => {
  expect(
    ['queued', 'running', 'succeeded', 'failed'].map((s) => isFinalGenerationStatus(s as never)),
  ).toEqual([false, false, true, true]);
});

it('says when the hourly limit frees up', () => {
  expect(hourlyLimitMessage(1)).toBe(
    'You can generate 20 offers an hour. Please try again in a minute.',
  );
  expect(hourlyLimitMessage(25)).toBe(
    'You can generate 20 offers an hour. Please try again in 25 minutes.',
  );
});
