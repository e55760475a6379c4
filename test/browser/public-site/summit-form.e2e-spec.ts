/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { SUMMIT_MESSAGES } from '@retainly/domain';
import { useLeadFormPages } from './lead-forms-harness';

describe('/summit in Chromium', () => {
  const forms = useLeadFormPages({
    path: '/summit',
    heading: { name: 'Great meeting you at the summit!' },
  });
  const { slowDown, failWith, eventsOf, alertText } = forms;
  let page: Page;
  beforeEach(() => {
    page = forms.page;
  });

  it('formats the phone number while typing, per country code, within 20 characters', async () => {
    const phone = page.getByLabel('Phone number');
    const code = page.getByLabel('Country code');
    expect(await code.inputValue()).toBe('+1');
    expect(await code.locator('option').count()).toBe(12);
    expect(await phone.getAttribute('maxlength')).toBe('20');
    expect(await phone.getAttribute('inputmode')).toBe('tel');

    await phone.pressSequentially('555');
    expect(await phone.inputValue()).toBe('(555');
    await phone.pressSequentially('1234567');
    expect(await phone.inputValue()).toBe('(555) 123-4567');
    await phone.press('Backspace');
    expect(await phone.inputValue()).toBe('(555) 123-456');

    // Editing in the middle: the caret stays after the digit just typed or removed.
    const caret = () => phone.evaluate((input: HTMLInputElement) => input.selectionStart);
    await phone.press('Home');
    await phone.press('ArrowRight');
    await phone.press('ArrowRight');
    await phone.pressSequentially('9');
    expect(await phone.inputValue()).toBe('(595) 512-3456');
    expect(await caret()).toBe(3);
    await phone.press('Backspace');
    expect(await phone.inputValue()).toBe('(555) 123-456');
    expect(await caret()).toBe(2);
    // Backspace right after a '-' removes the digit before it instead of getting stuck.
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(10, 10));
    await phone.press('Backspace');
    expect(await phone.inputValue()).toBe('(555) 124-56');
    expect(await caret()).toBe(8);
    await phone.fill('(555) 123-456');

    await code.selectOption('+44');
    expect(await phone.inputValue()).toBe('55512 3456');
    await phone.fill('');
    await phone.pressSequentially('07700900123');
    expect(await phone.inputValue()).toBe('07700 900123');

    await code.selectOption('+33');
    expect(await phone.inputValue()).toBe('0 77 00 90 01');

    await code.selectOption('+1');
    await phone.fill('');
    await phone.pressSequentially('123456789012345678901234567890');
    const typed = await phone.inputValue();
    expect(typed).toBe('(123) 456-7890');
    expect(typed.length).toBeLessThanOrEqual(20);
  });

  it('validates, keeps the inputs when the server fails, then stores the lead', async () => {
    const send = page.getByRole('button', { name: 'Send Me More Info' });
    const name = page.getByLabel('First name');
    const phone = page.getByLabel('Phone number');
    await send.click();
    expect(await alertText()).toBe(SUMMIT_MESSAGES.nameRequired);
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await name.fill('  Ada  ');
    await send.click();
    expect(await alertText()).toBe(SUMMIT_MESSAGES.phoneRequired);
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBeNull();

    await phone.pressSequentially('55512');
    await send.click();
    expect(await alertText()).toBe(SUMMIT_MESSAGES.phoneInvalid);

    await phone.press('End');
    await phone.pressSequentially('34567');
    await failWith('summit-leads', 500, { message: 'Internal server error' });
    await send.click();
    await page.getByRole('alert').filter({ hasText: SUMMIT_MESSAGES.failed }).waitFor();
    expect(await name.inputValue()).toBe('  Ada  ');
    expect(await phone.inputValue()).toBe('(555) 123-4567');
    expect(await page.getByLabel('Country code').inputValue()).toBe('+1');

    await page.unroute('**/api/summit-leads');
    await slowDown('summit-leads');
    await send.click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    const thanks = page.getByRole('heading', { name: 'Thank You! Check your texts!' });
    await thanks.waitFor();
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(await forms.env.db.query(`SELECT name, phone_number FROM levelup_connections`)).toEqual([
      { name: 'Ada', phone_number: '+15551234567' },
    ]);
    expect(await eventsOf('LeadCaptured')).toEqual([
      expect.objectContaining({ source: 'summit', name: 'Ada', phone_number: '+15551234567' }),
    ]);
  });

  it('scrolls to the form with Learn More and links Book a Call Now to /book', async () => {
    expect(await page.getByRole('link', { name: 'Book a Call Now' }).getAttribute('href')).toBe(
      '/book',
    );
    await page.setViewportSize({ width: 390, height: 700 });
    await page.getByRole('button', { name: 'Learn More' }).click();
    const name = page.getByLabel('First name');
    await page.waitForFunction(
      () => document.activeElement === document.querySelector('#summit-form input'),
    );
    await page.waitForFunction(() => {
      const box = document.querySelector('#summit-form input')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await name.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /Meet your host/ }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'What agency owners say' }).count()).toBe(1);
  });
});
