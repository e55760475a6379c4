/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator } from 'playwright-core';
import { seriousA11yProblems } from '../../support/a11y';
import { LINKS, BARE_CONFIG, useLandingPage } from './landing-harness';

describe('landing page in Chromium: content, prices, fallbacks, testimonials, phone', () => {
  const landing = useLandingPage();
  const { newPage, open, dialog, expectInView } = landing;

  it('renders its key texts, links, meta and tracking scripts; passes axe; fits 360 px', async () => {
    const page = await newPage();
    await open();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.waitForFunction(() => document.title.includes('HighLevel Agencies'));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('500+ agencies');

    const banner = page.getByRole('banner');
    expect(await banner.getByText('HighLevel White-Label Tool').count()).toBe(1);
    expect(await banner.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Book a Call' }).first().getAttribute('href')).toBe(
      '/book',
    );
    for (const text of [
      'Track Activity',
      'Onboard & Educate',
      'Fully White-Labeled',
      '20-25+ brand-less onboarding videos, with new videos every month',
      'An activity dashboard: onboarded users, completion rates and logins',
      'Branding, menu-link removal and AI offer & ads tools',
      '1:1 support from a team that knows HighLevel',
      'Trusted by 500+ agencies',
      'Still Have Questions?',
    ]) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }
    // The intro is a cover until asked for: no player code and no video bytes on page load.
    await main.getByRole('button', { name: 'Play Retainly intro video' }).waitFor();
    expect(await main.locator('video').count()).toBe(0);

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const [question, answer] of [
      ['What is Retainly?', /^A white-label onboarding and training toolkit/],
      ['Do I need HighLevel to use it?', /^Yes\./],
      ['Is there a setup fee?', /^None\./],
      ['Can I cancel?', /^Any time/],
    ] as const) {
      expect(await faq.getByText(answer).isVisible()).toBe(false);
      await faq.getByText(question).click();
      expect(await faq.getByText(answer).isVisible()).toBe(true);
    }

    const affiliate = page.locator('#affiliate');
    expect(
      await affiliate
        .getByRole('link', { name: 'Join the Affiliate Program' })
        .getAttribute('href'),
    ).toBe('/affiliate');
    const footer = page.getByRole('contentinfo');
    const footerHrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(footerHrefs).toEqual(['/', '/pricing', '/go', '/affiliate', '/privacy', '/terms']);
    const contact = footer.getByRole('link', { name: 'Need help? Contact us' });
    expect(await contact.getAttribute('target')).toBe('_blank');
    expect(await contact.getAttribute('href')).toBe(LINKS.booking);

    // Both tracking scripts arrive async, after the page rendered, and run under the CSP.
    await page.waitForFunction(
      () => (window as { loadedScripts?: string[] }).loadedScripts?.length === 2,
    );
    const scripts = page.locator('script[src*="example.com"]');
    expect(
      await scripts.evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).async)),
    ).toEqual([true, true]);

    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);
  });

  it('prices: yearly by default ($83/month, Save 14%), Monthly shows $97/month', async () => {
    const page = await newPage();
    await open();
    const yearly = page.getByRole('radio', { name: 'Yearly' });
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    expect(await yearly.isChecked()).toBe(true);
    const basic = page.getByRole('article', { name: 'Basic' });
    const advanced = page.getByRole('article', { name: 'Advanced' });
    const text = (card: Locator) => card.innerText();

    const advancedYearly = await text(advanced);
    for (const part of ['Most Popular', 'Save 14%', 'Billed $997 per year', 'Save $167 per year']) {
      expect(advancedYearly).toContain(part);
    }
    expect(await advanced.getByText('$83/month').count()).toBe(1);
    expect(await basic.getByText('$27/month').count()).toBe(1);
    expect(await text(basic)).toContain('Monthly billing only.');
    for (const feature of [
      '25+ video onboarding tool',
      'Menu link deletion tool',
      'AI offer and ads tool',
    ]) {
      expect(await basic.getByText(feature).count()).toBe(1);
    }
    for (const feature of ['3 custom onboarding experiences', 'Advanced branding']) {
      expect(await advanced.getByText(feature).count()).toBe(1);
    }
    const pricing = page.locator('#pricing');
    for (const guarantee of [
      '30 day money-back guarantee',
      'Cancel anytime',
      'No contracts',
      'No setup fee',
    ]) {
      expect(await pricing.getByText(guarantee, { exact: true }).count()).toBe(1);
    }

    // A keyboard user moves through the radio group with the arrow keys.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await monthly.isChecked()).toBe(true);
    expect(await advanced.getByText('$97/month').count()).toBe(1);
    expect(await text(advanced)).not.toContain('Save 14%');
    expect(await text(advanced)).not.toContain('$83');
    expect(await text(basic)).toContain('Billed monthly. Cancel anytime.');

    await page.getByRole('button', { name: 'See what agencies say about us' }).click();
    await expectInView('testimonials');
  });

  it('shows tidy fallbacks when the embeds and videos are not configured', async () => {
    const page = await newPage();
    await page.route('**/api/site-config', (route) => route.fulfill({ json: BARE_CONFIG }));
    await open();
    await page.getByRole('img', { name: 'Retainly intro video (video coming soon)' }).waitFor();

    await page.getByRole('button', { name: 'Start Your Subscription' }).click();
    // No survey: the subscription is requested for the period shown (yearly by default).
    let modal = dialog('Subscribe Now');
    const request = modal.getByRole('link', { name: 'Request the yearly subscription' });
    expect(await request.getAttribute('href')).toBe('/book?about=advanced-yearly');
    expect(await modal.getByRole('link', { name: 'Compare the plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(await modal.getByText(/soon|on its way/).count()).toBe(0);
    expect(await modal.locator('iframe').count()).toBe(0);
    await page.keyboard.press('Escape');

    // No purchase form and no payment link: the plan is requested on /book.
    await page.getByRole('button', { name: 'Get Lite Access' }).click();
    modal = dialog('Get Lite Access');
    const lite = modal.getByRole('link', { name: 'Request the Lite plan' });
    expect(await lite.getAttribute('href')).toBe('/book?about=basic-monthly');
    await lite.click();
    await page.waitForURL(/\/book\?about=basic-monthly$/);
    expect(await page.getByTestId('call-topic').textContent()).toBe(
      'About: The Basic plan, monthly ($27/month)',
    );
    await open();

    await page.getByRole('button', { name: 'Get Pro+Growth Access' }).click();
    modal = dialog('Get Pro+Growth Access');
    const checkout = modal.getByRole('link', { name: 'Continue to Checkout' });
    expect(await checkout.getAttribute('href')).toBe(LINKS.advancedYearly);
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: 'Get Pro+Growth Access' }).click();
    expect(await checkout.getAttribute('href')).toBe(LINKS.advancedMonthly);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Watch the Transfer Tutorial' }).click();
    await dialog('Transfer Video')
      .getByRole('img', { name: 'HighLevel account transfer tutorial (video coming soon)' })
      .waitFor();
    expect(await page.locator('script[src*="example.com"]').count()).toBe(0);
  });

  it('testimonials: six quotes for assistive tech, a moving track that pauses on hover', async () => {
    const page = await newPage();
    await open();
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    expect(await carousel.getByRole('listitem').count()).toBe(6);
    expect(await carousel.locator('li').count()).toBe(12);
    const track = carousel.locator('.testimonial-track');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await track.evaluate((el) => el.getAnimations()[0]?.playState)).toBe('running');
    await carousel.hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('running');
    await carousel.focus();
    expect(await playState()).toBe('paused');
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('paused');
    await page.getByRole('button', { name: 'Play testimonials' }).waitFor();
  });

  it('testimonials: no motion, one scrollable list for reduced-motion users', async () => {
    const page = await newPage({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });
    await open();
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    expect(await carousel.getByRole('listitem').count()).toBe(6);
    const track = carousel.locator('.testimonial-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await carousel.locator('li:visible').count()).toBe(6);
    expect(await carousel.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.getByRole('button', { name: 'Pause testimonials' }).count()).toBe(0);
  });

  it('on a 360x740 phone, the menu button reveals Login and View Plans', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await open();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await menu.getByRole('button', { name: 'View Plans' }).click();
    await expectInView('pricing');
    expect(await menu.count()).toBe(0);
  });
});
