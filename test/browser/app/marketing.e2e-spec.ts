import type { Page } from 'playwright-core';
import { AI_OFFER_MESSAGES } from '@retainly/domain';
import { WRITER_FAILURES } from '../../../apps/worker/src/ai/writer-failure';
import { OpenAiStandIn, standInConfig } from '../../support/openai-stand-in';
import * as app from './app-browser';

/** AI Marketing in Chromium, with the api, the worker and the OpenAI stand-in. */
describe('AI Marketing in Chromium', () => {
  let openAi: OpenAiStandIn;
  const harness = app.useAppHarness(async () => {
    openAi = await OpenAiStandIn.start('gpt-test');
    // A deadline long enough to watch each attempt, short enough to keep the suite quick.
    return standInConfig(openAi, 1_500);
  });
  afterAll(() => openAi?.close()); // after the harness's own afterAll

  afterEach(() => expect(openAi.problems).toEqual([]));

  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
  const targeting = (page: Page) => field(page, 'Who are you targeting?');
  const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Offer' });

  async function openMarketing(page: Page) {
    await page.goto(`${harness.baseUrl}/app/marketing`);
    await page.getByRole('heading', { name: 'Write offers that win clients' }).waitFor();
  }

  async function fillOffer(page: Page, market: string) {
    await targeting(page).fill(market);
    await field(page, 'What situation are they in?').fill('They miss calls with patients');
    await field(page, 'What is your solution?').fill('A missed-call text back');
  }

  it('writes an offer, showing each stage, and copies its texts', async () => {
    const { page } = await app.signedInAgency(harness);
    await openMarketing(page);
    expect(await page.getByRole('tab', { name: 'AI Offer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await generateButton(page).click();
    await app.toast(page, AI_OFFER_MESSAGES.fillAllFields).waitFor();
    expect(await app.isFocused(targeting(page))).toBe(true);

    await fillOffer(page, 'Dentists in Austin (browser)');
    openAi.reply('hang', 'hang'); // two attempts time out, the third is answered
    await generateButton(page).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Writing your offer...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'trying again (attempt 2 of 3)' }).waitFor();
    await app.toast(page, AI_OFFER_MESSAGES.succeeded).waitFor();
    expect(await page.getByTestId('offer-headline').textContent()).toBe('Stand-in headline');
    expect(await page.getByText('Offline draft').count()).toBe(0);
    expect(openAi.requestsMentioning('Dentists in Austin (browser)')).toHaveLength(3);

    await page.getByRole('button', { name: 'Copy headline' }).click();
    await app.toast(page, 'Copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Stand-in headline');
    expect(await app.seriousA11yProblems(page)).toEqual([]);
  });

  it('restores inputs and the offer on return, and finishes an offer written while away', async () => {
    const { page } = await app.signedInAgency(harness);
    await openMarketing(page);
    await fillOffer(page, 'Gyms in Leeds (away)');
    openAi.reply('hang');
    await generateButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Writing your offer...' }).waitFor();
    // Leave while the worker is still on it; the generation id was saved with the inputs.
    await page
      .getByRole('navigation', { name: 'Tools' })
      .getByRole('link', { name: 'Branding Tool' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Branding Tool' }).waitFor();
    await page.waitForTimeout(2_500);

    await page
      .getByRole('navigation', { name: 'Tools' })
      .getByRole('link', { name: 'AI Marketing' })
      .click();
    await app.toast(page, 'Your previous inputs have been restored!').waitFor();
    expect(await targeting(page).inputValue()).toBe('Gyms in Leeds (away)');
    await page.getByTestId('offer-headline').waitFor();
    expect(await page.getByTestId('offer-headline').textContent()).toBe('Stand-in headline');

    // AI Ads is disabled until the feature ships: the tool never reopens on it.
    await page.getByRole('tab', { name: 'AI Ads' }).click();
    const adButton = page.getByRole('button', { name: 'Generate AI Ad' });
    expect(await adButton.getAttribute('aria-disabled')).toBe('true');
    expect(await adButton.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Feature coming soon').waitFor();
    await page.waitForTimeout(1_300); // past the 1 s autosave
    await page.reload();
    await app.toast(page, 'Your previous inputs have been restored!').waitFor();
    expect(await page.getByRole('tab', { name: 'AI Offer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await targeting(page).inputValue()).toBe('Gyms in Leeds (away)');
    expect(await page.getByRole('button', { name: 'Generate AI Ad' }).count()).toBe(0);
  });

  it('says inputs were restored only when there were some: not for a tab or blanks alone', async () => {
    const { page, cookie } = await app.signedInAgency(harness);
    // What a visit that only looked at AI Ads, or typed blanks, leaves saved.
    const saved = await harness.stack.api.put(
      '/api/tool-data/marketing',
      {
        data: {
          activeTab: 'ads',
          aiOfferData: { targeting: '  ', situation: '', solution: '\n' },
        },
      },
      cookie,
    );
    expect(saved.status).toBe(200);
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/tool-data/marketing'));
    await openMarketing(page);
    expect((await loaded).status()).toBe(200);
    expect(await page.getByRole('tab', { name: 'AI Offer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.waitForTimeout(1_000); // room for a toast that should not come
    expect(await app.toast(page, 'Your previous inputs have been restored!').count()).toBe(0);
  });

  it('says why an offer failed and keeps the inputs; works on a phone', async () => {
    const { page } = await app.signedInAgency(harness, { viewport: { width: 390, height: 844 } });
    await openMarketing(page);
    await fillOffer(page, 'Salons in Bristol (refused)');
    openAi.reply({ status: 400 });
    await generateButton(page).click();
    await app.toast(page, AI_OFFER_MESSAGES.failed).waitFor();
    await page.getByRole('alert').filter({ hasText: WRITER_FAILURES.unavailable }).waitFor();
    expect(await targeting(page).inputValue()).toBe('Salons in Bristol (refused)');
    expect(await generateButton(page).getAttribute('aria-disabled')).toBeNull();
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    expect(await app.seriousA11yProblems(page)).toEqual([]);
  });
});
