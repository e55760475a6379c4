/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { AFFILIATE_MESSAGES } from '@retainly/domain';
import { useLeadFormPages, FAILED } from './lead-forms-harness';

describe('/affiliate in Chromium', () => {
  const forms = useLeadFormPages({ path: '/affiliate', heading: { level: 1 } });
  const { slowDown, failWith, eventsOf, alertText } = forms;
  let page: Page;
  beforeEach(() => {
    page = forms.page;
  });

  it('opens and closes the levels with the keyboard', async () => {
    const level1 = page.getByRole('button', { name: 'Level 1: Free access' });
    const level2 = page.getByRole('button', { name: 'Level 2: 30% recurring commission' });
    const level3 = page.getByRole('button', { name: 'Level 3: $1,000 a month car bonus' });
    expect(await level1.getAttribute('aria-expanded')).toBe('true');
    expect(await level2.getAttribute('aria-expanded')).toBe('false');
    const panel2 = page.locator(`[id="${await level2.getAttribute('aria-controls')}"]`);
    expect(await panel2.isVisible()).toBe(false);

    await level1.focus();
    await page.keyboard.press('Tab');
    expect(await level2.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await level2.getAttribute('aria-expanded')).toBe('true');
    expect(await panel2.textContent()).toContain('$30 a month on a $99 plan');
    expect(await panel2.getAttribute('role')).toBe('region');

    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    expect(await level3.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Reach 100 active sign-ups').isVisible()).toBe(true);

    await level2.focus();
    await page.keyboard.press(' ');
    expect(await level2.getAttribute('aria-expanded')).toBe('false');
    expect(await panel2.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('asks for the required fields, then stores the application and its event', async () => {
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await page.getByLabel('Company').fill('Northwind');
    await submit.click();
    expect(await alertText()).toBe(AFFILIATE_MESSAGES.required);
    const fullName = page.getByLabel('Full name');
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');
    const alertId = await page.getByRole('alert').first().getAttribute('id');
    expect(await fullName.getAttribute('aria-describedby')).toContain(alertId);
    // The first field the message is about gets the focus.
    expect(await fullName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Company').inputValue()).toBe('Northwind');

    await fullName.fill('  Robin Affiliate ');
    await page.getByLabel('E-mail').fill('Robin@Partners.test');
    const networkSize = page.getByLabel('Network size');
    expect(await networkSize.locator('option').allTextContents()).toContain(
      'Just getting started (building)',
    );
    await networkSize.selectOption({ label: 'Just getting started (building)' });
    await page.getByLabel('Audience description').fill('Agency owners in Texas');
    await slowDown('affiliates');
    await submit.click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    await page
      .getByRole('status')
      .filter({ hasText: AFFILIATE_MESSAGES.submitted })
      .first()
      .waitFor();
    expect(await fullName.inputValue()).toBe('');
    expect(await networkSize.inputValue()).toBe('');
    expect(await page.getByRole('alert').first().textContent()).toBe('');

    const rows = await forms.env.db.query(
      `SELECT full_name, email, company, network_size, audience_description FROM affiliates`,
    );
    expect(rows).toEqual([
      {
        full_name: 'Robin Affiliate',
        email: 'robin@partners.test',
        company: 'Northwind',
        network_size: 'building',
        audience_description: 'Agency owners in Texas',
      },
    ]);
    expect(await eventsOf('AffiliateApplied')).toEqual([
      expect.objectContaining({
        email: 'robin@partners.test',
        full_name: 'Robin Affiliate',
        network_size: 'building',
      }),
    ]);
  });

  it("keeps everything typed and shows the server's message when submitting fails", async () => {
    await page.getByLabel('Full name').fill('Kept Name');
    await page.getByLabel('E-mail').fill('kept@partners.test');
    await page.getByLabel('Company').fill('Kept Co');
    await page.getByLabel('Network size').selectOption('51-100');
    await page.getByLabel('Audience description').fill('Kept audience');

    await failWith('affiliates', 500, { message: 'Internal server error' });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('alert').filter({ hasText: FAILED }).waitFor();

    await page.unroute('**/api/affiliates');
    const limited = 'Too many attempts. Please wait a few minutes and try again.';
    await failWith('affiliates', 429, { statusCode: 429, message: limited });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('alert').filter({ hasText: limited }).waitFor();

    expect(await page.getByLabel('Full name').inputValue()).toBe('Kept Name');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('kept@partners.test');
    expect(await page.getByLabel('Company').inputValue()).toBe('Kept Co');
    expect(await page.getByLabel('Network size').inputValue()).toBe('51-100');
    expect(await page.getByLabel('Audience description').inputValue()).toBe('Kept audience');
  });
});
