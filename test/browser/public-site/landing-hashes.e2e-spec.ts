/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator } from 'playwright-core';
import { LINKS, useLandingPage } from './landing-harness';

/**
 * The tutorial is a cover until Play: the address the player then fetches. (The stand-in address
 * cannot load here, so the player soon swaps its <video> for an error: the request is what lasts.)
 */
async function playedSource(modal: Locator): Promise<string> {
  const fetched = modal.page().waitForRequest((request) => request.resourceType() === 'media');
  await modal.getByRole('button', { name: 'Play HighLevel account transfer tutorial' }).click();
  return (await fetched).url();
}

describe('landing page in Chromium: hashes and modals', () => {
  const landing = useLandingPage();
  const { newPage, open, hash, dialog, expectFocusOn, expectInView } = landing;

  it('#transfer-video opens the tutorial; closing clears the hash but keeps the query', async () => {
    const page = await newPage();
    await open('/?am_id=partner-1#transfer-video');
    const modal = dialog('Transfer Video');
    await modal.waitFor();
    expect(await playedSource(modal)).toBe(LINKS.transferVideo);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${landing.baseUrl}/?am_id=partner-1`);

    // Opened from the page, it writes its hash; it also follows a hash set while on the page.
    const trigger = page.getByRole('button', { name: 'Watch the Transfer Tutorial' });
    await trigger.click();
    await modal.waitFor();
    expect(hash()).toBe('#transfer-video');
    await page.keyboard.press('Escape');
    await expectFocusOn(trigger);
    expect(hash()).toBe('');
    await page.evaluate(() => (window.location.hash = 'transfer-video'));
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${landing.baseUrl}/?am_id=partner-1`);
  });

  it('#confirmation counts down 10 seconds, then redirects a visitor to Welcome Back', async () => {
    const page = await newPage();
    await page.clock.install();
    await open('/#confirmation');
    const modal = dialog('Confirming Access');
    await modal.getByText('Redirecting in 10 seconds...').waitFor();
    expect(hash()).toBe('#confirmation');
    for (let left = 9; left >= 1; left -= 1) {
      await page.clock.runFor(1_000);
      const unit = left === 1 ? 'second' : 'seconds';
      await modal.getByText(`Redirecting in ${left} ${unit}...`).waitFor();
    }
    await page.clock.runFor(1_000);
    const welcome = dialog('Welcome Back');
    await welcome.getByLabel('Email').waitFor();
    await welcome.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(hash()).toBe('');
  });

  it('#appointment-confirmed: Get Started carries the remembered am_id', async () => {
    const page = await newPage();
    await open('/?am_id=partner-9');
    expect(await page.evaluate(() => document.cookie)).toContain('retainly_affiliate=partner-9');
    await open('/#appointment-confirmed');
    const modal = dialog('Thanks for Booking');
    await modal.getByText(/try Retainly free for 7 days/).waitFor();
    const getStarted = modal.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('/signup?am_id=partner-9');
    await getStarted.click();
    await page.waitForURL(`${landing.baseUrl}/signup?am_id=partner-9`);
  });

  it('#appointment-confirmed without an affiliate id links to plain /signup', async () => {
    await newPage();
    await open('/#appointment-confirmed');
    const modal = dialog('Thanks for Booking');
    expect(await modal.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('#pricing, #signup and #affiliate scroll their section into view', async () => {
    const page = await newPage();
    await open('/#pricing');
    await expectInView('pricing');

    // A hash set while on the page is followed too.
    await page.evaluate(() => (window.location.hash = 'affiliate'));
    await expectInView('affiliate');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (window.location.hash = 'signup'));
    await expectInView('pricing');

    await open('/?from=mail#affiliate');
    await expectInView('affiliate');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('banner').getByRole('button', { name: 'View Plans' }).click();
    await expectInView('pricing');
  });

  it('each modal opens with real content and closes with Escape, focus back on its trigger', async () => {
    const page = await newPage();
    await open();
    const cases: { trigger: string; title: string; check: (modal: Locator) => Promise<void> }[] = [
      {
        trigger: 'Get Lite Access',
        title: 'Get Lite Access',
        check: async (modal) =>
          expect(
            await modal.getByRole('link', { name: 'Continue to Checkout' }).getAttribute('href'),
          ).toBe(LINKS.basicCheckout),
      },
      {
        trigger: 'Get Pro+Growth Access',
        title: 'Get Pro+Growth Access',
        check: async (modal) =>
          expect(await modal.locator('iframe').getAttribute('src')).toBe(LINKS.proGrowthForm),
      },
      {
        trigger: 'Start Your Subscription',
        title: 'Subscribe Now',
        check: async (modal) => {
          await modal.getByText(/start your yearly subscription/).waitFor();
          expect(await modal.locator('iframe').getAttribute('src')).toBe(LINKS.surveyYearly);
        },
      },
      {
        trigger: 'Lite Plan Details',
        title: 'Lite Plan Details',
        check: async (modal) => {
          const body = await modal.innerText();
          for (const part of [
            '$27',
            "Who it's for",
            'Menu link deletion tool',
            '30 day money-back guarantee',
          ]) {
            expect(body).toContain(part);
          }
          await modal.getByRole('button', { name: 'Get Lite Access' }).waitFor();
        },
      },
      {
        trigger: 'Pro Plan Details',
        title: 'Pro Plan Details',
        check: async (modal) => {
          const body = await modal.innerText();
          for (const part of ['$83', 'Save $167 per year', 'Advanced branding', 'No setup fee']) {
            expect(body).toContain(part);
          }
        },
      },
      {
        trigger: 'Watch the Transfer Tutorial',
        title: 'Transfer Video',
        check: async (modal) => expect(await playedSource(modal)).toBe(LINKS.transferVideo),
      },
    ];
    for (const { trigger, title, check } of cases) {
      const button = page.getByRole('button', { name: trigger, exact: true });
      await button.click();
      const modal = dialog(title);
      await modal.waitFor();
      await check(modal);
      // A purchase embed (an iframe) may hold focus, and an iframe keeps its keys to itself:
      // Escape is pressed with focus in our dialog, as a keyboard user would have it.
      await modal.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await expectFocusOn(button);
    }

    // Plan Details leads on to the plan's purchase form; focus still returns to Plan Details.
    const details = page.getByRole('button', { name: 'Pro Plan Details' });
    await details.click();
    await dialog('Pro Plan Details').getByRole('button', { name: 'Get Pro+Growth Access' }).click();
    await dialog('Get Pro+Growth Access').locator('iframe').waitFor();
    await page.keyboard.press('Escape');
    await expectFocusOn(details);

    // The survey follows the billing toggle.
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: 'Start Your Subscription' }).click();
    expect(await dialog('Subscribe Now').locator('iframe').getAttribute('src')).toBe(
      LINKS.surveyMonthly,
    );
  });
});
