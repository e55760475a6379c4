import { OFFER_TEXT_MAX_CHARS, type AiOffer, type OfferInputs } from '@retainly/domain';

/** Collapses whitespace and drops trailing punctuation, so a phrase fits inside a sentence. */
const clause = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?;:,]+$/, '');

/** Lower-cases the first letter, unless the first word looks like an acronym ('HVAC', 'SMS'). */
function lowerFirst(text: string): string {
  const firstWord = text.split(' ', 1)[0] ?? '';
  const acronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase();
  return acronym ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * The offline writer: a usable offer built from the three inputs with fixed templates, for
 * installations without OPENAI_API_KEY. Deterministic (the same inputs give the same offer);
 * the app labels its result as an offline draft.
 */
export function writeOfflineOffer(inputs: OfferInputs): AiOffer {
  const market = clause(inputs.targeting);
  const situation = clause(inputs.situation);
  const solution = clause(inputs.solution);
  const offer: AiOffer = {
    headline: `${upperFirst(market)}: ${lowerFirst(solution)}, done for you`,
    subheadline:
      `${upperFirst(situation)}? We set up ${lowerFirst(solution)} for you, ` +
      'so you see the difference in weeks, not months.',
    shortVersion:
      `${upperFirst(market)}: ${lowerFirst(situation)}. ` +
      `We fix that with ${lowerFirst(solution)}, set up and run for you. ` +
      'Book a free 15-minute call to see how it works for your business.',
    longVersion: [
      `This is for ${lowerFirst(market)}. Right now, ${lowerFirst(situation)}.`,
      'It is not for lack of effort. You are busy serving customers, and the follow-up, the ' +
        'reminders and the marketing are the first things to slip.',
      `That is why we built ${lowerFirst(solution)}. We set everything up for you, connect it ` +
        'to how you already work, and keep it running, so new leads are answered and past ' +
        'customers come back without you lifting a finger.',
      'Here is the next step: book a free 15-minute call. We will look at where you are losing ' +
        'business today and show you exactly what we would set up. No pressure, and you keep ' +
        'the plan either way.',
    ].join('\n\n'),
  };
  return Object.fromEntries(
    Object.entries(offer).map(([key, text]) => [
      key,
      clip(text, OFFER_TEXT_MAX_CHARS[key as keyof AiOffer]),
    ]),
  ) as AiOffer;
}
