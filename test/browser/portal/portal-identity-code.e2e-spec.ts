/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SIGN_IN_PARAM } from '@retainly/domain';
import { useBrowserStack } from '../../support/browser-stack';
import { signInMail, signInMailCount } from '../../portal/identity-support';
import {
  agencyWithVersion,
  mentionsOfUs,
  overflowsSideways,
  seriousA11yProblems,
} from './portal-support';

/**
 * A verified version's portal (issue #32): the code screen after the e-mail, a wrong code
 * refused inline, the right one signs in, the device signs in again without a code, and a
 * second device signs in by the e-mail's one-click link.
 */
describe('the verified e-mail sign-in in the client portal (Chromium)', () => {
  const browser = useBrowserStack({}, { viewport: { width: 390, height: 844 } });

  async function verifiedPortal() {
    const versionId = await agencyWithVersion(browser.stack.env, {
      agencyName: 'Proof Partners',
      loginWith: 'NAME', // verified asks for the e-mail whatever the agency tracks
      colors: { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' },
    });
    await browser.stack.env.db.query(
      `UPDATE agency_versions SET identity_mode = 'verified' WHERE id = $1`,
      [versionId],
    );
    return versionId;
  }

  async function askForCode(page: Page, versionId: string, email: string) {
    await page.goto(`${browser.baseUrl}/${versionId}`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  }

  const signedInAs = (page: Page, email: string) =>
    page.getByText(`Signed in as ${email}`).waitFor();

  it('takes the e-mailed code from the keyboard, then this device signs in without one', async () => {
    const { page } = browser;
    const versionId = await verifiedPortal();
    const email = `ada.${randomUUID().slice(0, 6)}@shop.test`;
    await askForCode(page, versionId, email);
    // Focus on the heading: a screen reader hears where the code went.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await page.getByText(`to ${email}`).count()).toBe(1);
    expect(await seriousA11yProblems(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await mentionsOfUs(page)).toEqual([]);

    const { code } = await signInMail(browser.stack.mail, email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('000000' === code ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'That code is not valid or has expired. Check it, or ask for a new one.' })
      .waitFor();
    const input = page.getByLabel('6-digit code');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill(code);
    await page.keyboard.press('Enter');
    await signedInAs(page, email);

    // The next visit on this device: its device session, no code, no new mail.
    await page.reload();
    await signedInAs(page, email);
    expect(signInMailCount(browser.stack.mail, email)).toBe(1);
  });

  it('signs a second device in by the e-mail’s link, once, and leaves no token in the address', async () => {
    const { page } = browser;
    const versionId = await verifiedPortal();
    const email = `bo.${randomUUID().slice(0, 6)}@shop.test`;
    await askForCode(page, versionId, email);
    const { link } = await signInMail(browser.stack.mail, email);

    const other = await (await browser.browser.newContext()).newPage();
    try {
      await other.goto(`${browser.baseUrl}/${versionId}?${SIGN_IN_PARAM}=${link}`);
      await signedInAs(other, email);
      expect(other.url()).toBe(`${browser.baseUrl}/${versionId}`);

      // The same link again (a third device): refused with its message above the form.
      const third = await (await browser.browser.newContext()).newPage();
      await third.goto(`${browser.baseUrl}/${versionId}?${SIGN_IN_PARAM}=${link}`);
      await third
        .getByText('This sign-in link has expired or was already used. Ask for a new code.')
        .waitFor();
      await third.context().close();
    } finally {
      await other.context().close();
    }

    // 'Use another e-mail address' goes back to an empty form.
    await page.getByRole('button', { name: 'Use another e-mail address' }).click();
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
  });
});
