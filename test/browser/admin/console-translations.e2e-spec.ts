import { VIDEO_CATALOGUE, type PortalView } from '@retainly/domain';
import { seriousA11yProblems } from '../../support/a11y';
import { pageWithSession, toast, useAppHarness } from '../app/app-browser';

const MODULE = VIDEO_CATALOGUE[0]!;

/** The console's translations in Chromium, without an AI writer (no OPENAI_API_KEY). */
describe('catalogue translations in the console', () => {
  const harness = useAppHarness();

  it('counts what is missing, approves an AI draft, saves a translation, and says the AI is off', async () => {
    const { stack, baseUrl } = harness;
    const operator = await stack.signedInOperator();
    await stack.env.db.query(
      `INSERT INTO video_catalogue_translations
         (category_id, module_id, language, title, description, status, source)
       VALUES ($1, $2, 'de', 'Kontotour', 'Ein Rundgang.', 'draft', 'ai')`,
      [MODULE.categoryId, MODULE.moduleId],
    );
    const all = VIDEO_CATALOGUE.length;

    const page = await pageWithSession(harness, operator.cookie);
    await page.goto(`${baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Video library' })
      .click();
    const german = page.getByRole('listitem', { name: 'German', exact: true });
    await german.getByText(`${all} modules missing in German`).waitFor();
    await german.getByText('1 draft awaiting approval').waitFor();

    // No AI writer here: the api refuses and the row says why, with no toast promising drafts.
    await german.getByRole('button', { name: 'Draft missing German translations with AI' }).click();
    await german
      .getByRole('status')
      .getByText('No AI writer is set up here: the German translations are left for a human.')
      .waitFor();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    // The AI draft, approved as it is.
    await page.getByRole('button', { name: `Translations of ${MODULE.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Translations of ${MODULE.title}` });
    await dialog.getByLabel('Language').selectOption('de');
    await dialog.getByText(/^AI draft awaiting approval/).waitFor();
    expect(await dialog.getByLabel('Title in German').inputValue()).toBe('Kontotour');
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve draft' }).click();
    await toast(page, `Approved the German draft of '${MODULE.title}'`).waitFor();
    await dialog.getByText(/^Approved: clients reading German see this/).waitFor();

    // A person's Spanish, approved by saving.
    await dialog.getByLabel('Language').selectOption('es');
    await dialog.getByText(/^No Spanish text yet/).waitFor();
    await dialog.getByLabel('Title in Spanish').fill('Recorrido por tu cuenta');
    await dialog.getByLabel('Description in Spanish').fill('Un recorrido.');
    await dialog.getByRole('button', { name: 'Save and approve' }).click();
    const saved = toast(page, `Saved the Spanish text of '${MODULE.title}'`);
    await saved.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await german.getByText(`${all - 1} modules missing in German`).waitFor();
    expect(await german.getByText(/awaiting approval/).count()).toBe(0);
    const spanish = page.getByRole('listitem', { name: 'Spanish', exact: true });
    await spanish.getByText(`${all - 1} modules missing in Spanish`).waitFor();

    const { versionId } = await stack.signedInAgencyWithVersion();
    const titles = async (lang: string) =>
      (
        (await stack.api.get(`/api/portal/${versionId}?lang=${lang}`)).body as unknown as PortalView
      ).categories.flatMap((c) => c.videos.map((v) => v.title));
    expect(await titles('es')).toContain('Recorrido por tu cuenta');
    expect(await titles('de')).toContain('Kontotour');
    await saved.waitFor({ state: 'hidden' });
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);
  });
});
