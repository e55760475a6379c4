/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import * as app from './app-browser';
import { waitFor } from '../../support/wait-for';

/** The per-version choice of how clients sign in (issue #32), in the onboarding tool. */
describe('the client sign-in choice in the onboarding tool (Chromium)', () => {
  const harness = app.useAppHarness();

  const modeOf = async (userId: string) => {
    const [row]: { identity_mode: string }[] = await harness.stack.env.db.query(
      `SELECT identity_mode FROM agency_versions WHERE user_id = $1 AND tier = 'basic'`,
      [userId],
    );
    return row.identity_mode;
  };

  it('explains both choices, starts open and saves verified e-mail from the keyboard on a phone', async () => {
    const { page, userId } = await app.signedInAgency(harness, {
      plan: 'BASIC',
      completed: true,
      versions: ['basic'],
      viewport: { width: 375, height: 740 },
    });
    await app.openTool(page, harness.baseUrl);
    await page.getByRole('button', { name: 'View on mobile' }).click();
    const choice = page.getByRole('group', { name: 'Client sign-in' });
    await choice.waitFor();
    const open = choice.getByRole('radio', { name: 'Open', exact: true });
    const verified = choice.getByRole('radio', { name: 'Verified e-mail', exact: true });
    expect(await open.isChecked()).toBe(true);
    expect(await choice.textContent()).toContain('their watch time is marked unverified');
    expect(await choice.textContent()).toContain('a 6-digit code and a sign-in link by e-mail');
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    expect(await app.seriousA11yProblems(page)).toEqual([]);

    await open.focus();
    await page.keyboard.press('ArrowRight');
    expect(await verified.isChecked()).toBe(true);
    await page.getByText('Clients now confirm their e-mail with a code').waitFor();
    await waitFor('the saved mode', async () => (await modeOf(userId)) === 'verified');

    // Kept on the server: a reload shows it.
    await page.reload();
    await page.getByRole('button', { name: 'View on mobile' }).click();
    expect(
      await page.getByRole('radio', { name: 'Verified e-mail', exact: true }).isChecked(),
    ).toBe(true);
  });
});
