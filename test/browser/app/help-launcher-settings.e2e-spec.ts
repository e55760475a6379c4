import type { Page } from 'playwright-core';
import { openTool, seriousA11yProblems, signedInAgency, toast, useAppHarness } from './app-browser';
import { updateUser } from '../../support/factories';

/** The help button's settings and snippet in the onboarding tool (step 2 and completed view). */
describe('the help button section of the onboarding tool', () => {
  const harness = useAppHarness();
  let page: Page;

  const section = () => page.getByRole('region', { name: 'Help button inside your CRM' });

  it('saves the CRM domain, name and scoping from the completed view, with clear refusals', async () => {
    const agency = await signedInAgency(harness, { completed: true, versions: ['basic'] });
    page = agency.page;
    await openTool(page, harness.baseUrl);
    await section().waitFor();
    const [{ id: versionId }] = await harness.stack.env.db.query(
      `SELECT id FROM agency_versions WHERE user_id = $1`,
      [agency.userId],
    );
    const snippet = await section()
      .getByRole('region', { name: 'Help button JavaScript' })
      .textContent();
    // The snippet loads from APP_URL, the origin of the agency's portal links.
    const state = await harness.stack.api.get('/api/onboarding', agency.cookie);
    const appOrigin = new URL((state.body.versions as { url: string }[])[0].url).origin;
    expect(snippet).toContain(`"${appOrigin}/api/help/${versionId}/launcher.js"`);
    expect(snippet).toContain(`"data-version", "${versionId}"`);
    expect(await section().textContent()).toContain('only appears once your CRM domain is saved');

    await section().getByLabel('Your CRM domain(s)').fill('ftp://crm.myagency.com');
    await section().getByRole('button', { name: 'Save help button' }).click();
    expect(await section().getByRole('alert').textContent()).toBe(
      '"ftp://crm.myagency.com" must start with https://.',
    );

    await section().getByLabel('Your CRM domain(s)').fill('app.myagency.com');
    await section().getByLabel('Button name').fill('Ayuda');
    await section().getByLabel('Only these sub-accounts').check();
    await section().getByLabel('Sub-account ids').fill('Loc1, Loc2');
    await section().getByRole('button', { name: 'Save help button' }).click();
    await toast(page, 'Help button settings saved').waitFor();
    const [row] = await harness.stack.env.db.query(
      `SELECT version_id, crm_origins, sub_account_ids, label FROM agency_help_settings
       WHERE user_id = $1`,
      [agency.userId],
    );
    expect(row).toEqual({
      version_id: versionId,
      crm_origins: ['https://app.myagency.com'],
      sub_account_ids: ['Loc1', 'Loc2'],
      label: 'Ayuda',
    });
    expect(await seriousA11yProblems(page)).toEqual([]);
  });

  it('sits beside the menu link on step 2', async () => {
    const agency = await signedInAgency(harness, { versions: ['basic'] });
    page = agency.page;
    await updateUser(harness.stack.env.db, { id: agency.userId }, { onboarding_step: 2 });
    await openTool(page, harness.baseUrl);
    await page.getByRole('region', { name: 'Custom JavaScript' }).waitFor();
    await section().waitFor();
    expect(await section().getByRole('region', { name: 'Help button JavaScript' }).count()).toBe(1);
  });
});
