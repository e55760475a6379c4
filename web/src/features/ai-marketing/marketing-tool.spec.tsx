import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  AI_OFFER_MESSAGES,
  OFFER_INPUT_KEYS,
  OFFER_INPUT_MAX_CHARS,
  TOOL_DATA_AUTOSAVE_MS,
  type AiOffer,
  type OfferGeneration,
  type OfferInputs,
} from '@retainly/domain';
import { stubFetch, type SentRequest, type StubAnswer } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/render';
import { MarketingTool } from './marketing-tool';

const INPUTS: OfferInputs = {
  targeting: 'Dentists in Austin',
  situation: 'They miss calls while with patients',
  solution: 'A text-back that answers every missed call',
};

const OFFER: AiOffer = {
  headline: 'Never lose a patient to a missed call',
  subheadline: 'Every missed call gets a text within a minute',
  shortVersion: 'We text back every missed call for you.',
  longVersion: 'Your front desk is busy. Our text-back answers every missed call in a minute.',
};

const generation = (changes: Partial<OfferGeneration>): OfferGeneration => ({
  id: 'gen-1',
  status: 'queued',
  attempt: 0,
  maxAttempts: 3,
  inputs: INPUTS,
  offer: null,
  writer: null,
  failure: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: null,
  ...changes,
});

/**
 * The api as the tool meets it: tool data (404 until something is saved), POST /ai/offers, and
 * the generation's polls answered in turn (the last answer repeats).
 */
function stubApi({
  saved = null,
  request = { status: 202, body: generation({}) },
  polls = [],
}: { saved?: unknown; request?: StubAnswer; polls?: OfferGeneration[] } = {}) {
  return stubFetch((call: SentRequest): StubAnswer => {
    if (call.path === '/tool-data/marketing') {
      if (call.method !== 'GET') return { status: 204 };
      return saved ? { body: { data: saved } } : { status: 404 };
    }
    if (call.path === '/ai/offers') return request;
    const next = polls.length > 1 ? polls.shift()! : polls[0];
    return next ? { body: next } : { status: 404 };
  });
}

async function openTool(api: Parameters<typeof stubApi>[0] = {}) {
  const network = stubApi(api);
  const view = renderSignedIn(<MarketingTool />, { fakeTimers: true });
  await screen.findByRole('tab', { name: 'AI Offer' });
  return { ...view, ...network };
}

const field = (name: string) => screen.getByRole<HTMLTextAreaElement>('textbox', { name });
const LABELS: Record<keyof OfferInputs, string> = {
  targeting: 'Who are you targeting?',
  situation: 'What situation are they in?',
  solution: 'What is your solution?',
};
/** Types the three inputs, as a user does. */
async function fillIn(user: UserEvent) {
  for (const key of OFFER_INPUT_KEYS) await user.type(field(LABELS[key]), INPUTS[key]);
}
const generateButton = () => screen.getByRole('button', { name: /Generate Offer|Generating/ });
const pollsOf = (sent: SentRequest[]) => sent.filter((r) => r.path.startsWith('/ai/offers/'));
/** `ms` pass, with what the api answers meanwhile rendered. */
const answered = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('MarketingTool (AI Marketing: the AI Offer form, signed-in spec §2, §5, §8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for all three fields, pointing at the first one missing, and sends nothing', async () => {
    const { user, sent } = await openTool();
    expect(screen.getByText('Your offer will appear here.')).toBeTruthy();
    await user.type(field(LABELS.targeting), INPUTS.targeting);
    await user.click(generateButton());

    const message = AI_OFFER_MESSAGES.fillAllFields;
    expect(message).toBe('Please fill in all three fields first');
    expect(screen.getAllByText(message)).toHaveLength(2); // under the field, and as a toast
    const situation = field(LABELS.situation);
    expect(document.activeElement).toBe(situation);
    expect(situation.getAttribute('aria-invalid')).toBe('true');
    await user.type(situation, 'x');
    expect(situation.getAttribute('aria-invalid')).toBeNull();
    expect(sent.filter((r) => r.path === '/ai/offers')).toEqual([]);
  });

  it('counts characters and refuses a field over the limit', async () => {
    const { user, sent } = await openTool();
    await user.type(field(LABELS.targeting), INPUTS.targeting);
    await user.click(field(LABELS.situation));
    await user.paste('a'.repeat(OFFER_INPUT_MAX_CHARS + 1));
    await user.type(field(LABELS.solution), INPUTS.solution);
    expect(screen.getByText(`601/${OFFER_INPUT_MAX_CHARS} characters`)).toBeTruthy();

    await user.keyboard('{Enter}'); // a textarea: Enter is a new line, not a submit
    await user.click(generateButton());
    expect(screen.getAllByText('Please keep each field under 600 characters')).toHaveLength(2);
    expect(document.activeElement).toBe(field(LABELS.situation));
    expect(sent.filter((r) => r.path === '/ai/offers')).toEqual([]);
  });

  it('sends the inputs, shows where the offer is while it is written, then the offer', async () => {
    const { user, sent } = await openTool({
      polls: [
        generation({ status: 'queued' }),
        generation({ status: 'running', attempt: 1 }),
        generation({ status: 'running', attempt: 2 }),
        generation({ status: 'succeeded', attempt: 2, offer: OFFER, writer: 'openai' }),
      ],
    });
    await fillIn(user);
    await user.click(generateButton());
    await answered();

    expect(sent.filter((r) => r.path === '/ai/offers')).toEqual([
      { method: 'POST', path: '/ai/offers', body: INPUTS, keepalive: false },
    ]);
    const status = () => screen.getByRole('status').textContent;
    expect(await screen.findByText('Generating...')).toBeTruthy();
    expect(generateButton().getAttribute('aria-disabled')).toBe('true');
    expect(status()).toBe('Waiting for a writer...');

    // Busy: another press sends nothing more.
    await user.click(generateButton());
    expect(sent.filter((r) => r.path === '/ai/offers')).toHaveLength(1);

    // Polled every second (OFFER_POLL_MS): each answer's stage in words.
    await answered(1_000);
    await waitFor(() => expect(status()).toBe('Writing your offer...'));
    await answered(1_000);
    await waitFor(() =>
      expect(status()).toBe('The AI service was busy, so we are trying again (attempt 2 of 3)...'),
    );
    await answered(1_000);

    expect(await screen.findByText(AI_OFFER_MESSAGES.succeeded)).toBeTruthy();
    expect(AI_OFFER_MESSAGES.succeeded).toBe('AI offer generated successfully!');
    expect(screen.getByTestId('offer-headline').textContent).toBe(OFFER.headline);
    expect(screen.getByTestId('offer-longVersion').textContent).toBe(OFFER.longVersion);
    expect(generateButton().textContent).toBe('Generate Offer');
    expect(generateButton().getAttribute('aria-disabled')).toBeNull();

    // Polling stops at the final answer.
    const polled = pollsOf(sent).length;
    await answered(5_000);
    expect(pollsOf(sent)).toHaveLength(polled);

    // The offer is kept with the inputs (tool data 'marketing', spec §3).
    const saves = sent.filter((r) => r.method === 'PUT');
    expect(saves.at(-1)).toEqual({
      method: 'PUT',
      path: '/tool-data/marketing',
      body: {
        data: { activeTab: 'offer', aiOfferData: { ...INPUTS, ...OFFER, writer: 'openai' } },
      },
      keepalive: true,
    });
  });

  it("shows the generation's failure and the spec's toast, and the form can try again", async () => {
    const { user } = await openTool({
      polls: [generation({ status: 'failed', attempt: 3, failure: AI_OFFER_MESSAGES.tooSlow })],
    });
    await fillIn(user);
    await user.click(generateButton());
    await answered(1_000);

    expect((await screen.findByRole('alert')).textContent).toBe(AI_OFFER_MESSAGES.tooSlow);
    expect(await screen.findByText('Failed to generate offer. Please try again.')).toBeTruthy();
    expect(generateButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText('Your offer will appear here.')).toBeTruthy();
  });

  it("keeps the api's words for a refusal the user can act on, and the spec's for the rest", async () => {
    const oneAtATime = { status: 429, body: { message: AI_OFFER_MESSAGES.oneAtATime } };
    const { user } = await openTool({ request: oneAtATime });
    await fillIn(user);
    await user.click(generateButton());
    await answered();
    expect(await screen.findByText(AI_OFFER_MESSAGES.oneAtATime)).toBeTruthy();
    expect(generateButton().textContent).toBe('Generate Offer');

    stubApi({ request: { status: 500, body: { message: 'relation does not exist' } } });
    await user.click(generateButton());
    await answered();
    expect(await screen.findByText(AI_OFFER_MESSAGES.failed)).toBeTruthy();
    expect(screen.queryByText('relation does not exist')).toBeNull();
  });

  it('restores the saved inputs and offer on the AI Offer tab; AI Ads is coming soon', async () => {
    const { user, sent } = await openTool({
      saved: { activeTab: 'ads', aiOfferData: { ...INPUTS, ...OFFER, writer: 'offline' } },
    });
    expect(await screen.findByText('Your previous inputs have been restored!')).toBeTruthy();
    // AI Ads does not work yet, so the tool reopens on the offer.
    expect(screen.getByRole('tab', { name: 'AI Offer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(field(LABELS.solution).value).toBe(INPUTS.solution);
    expect(screen.getByTestId('offer-subheadline').textContent).toBe(OFFER.subheadline);
    expect(screen.getByText('Offline draft')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'AI Ads' }));
    const panel = within(screen.getByRole('tabpanel'));
    const ad = panel.getByRole('button', { name: 'Generate AI Ad' });
    expect(ad.getAttribute('aria-disabled')).toBe('true');
    // Still focusable, so its reason is read out with it.
    const reason = document.getElementById(ad.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Feature coming soon');
    expect(
      panel.getByText(/generate one in the AI Offer tab first|Ad images made/).textContent,
    ).toBe('Ad images made from your headline, short or long version.');

    // Choosing a tab is the user's change: it is saved, the offer with it.
    await answered(TOOL_DATA_AUTOSAVE_MS);
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/tool-data/marketing',
        body: {
          data: { activeTab: 'ads', aiOfferData: { ...INPUTS, ...OFFER, writer: 'offline' } },
        },
        keepalive: true,
      },
    ]);
  });
});
