import {
  SHIPPED_CATALOGUE_TEXT,
  TRANSLATED_LANGUAGES,
  VIDEO_CATALOGUE,
  type PortalView,
  type TranslationLibrary,
} from '@retainly/domain';
import { shipCatalogueTranslations } from '@retainly/database';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';

const TOUR = VIDEO_CATALOGUE.find((v) => v.moduleId === 'account-tour')!;
const CONTACTS = VIDEO_CATALOGUE.find((v) => v.moduleId === 'import-contacts')!;
const PHONE = VIDEO_CATALOGUE.find((v) => v.moduleId === 'connect-phone-number')!;
const TEAM = VIDEO_CATALOGUE.find((v) => v.moduleId === 'team-members')!;

/** Issue #32: the catalogue's own translations reach every database once, as approved text. */
describe('shipped catalogue translations', () => {
  let stack: AccountsStack;
  let versionId: string;
  let operatorCookie: string;

  beforeAll(async () => {
    stack = await startAccountsStack();
    operatorCookie = (await stack.signedInOperator()).cookie;
    ({ versionId } = await stack.signedInAgencyWithVersion());
  });

  afterAll(() => stack?.close());

  const portalTitle = async (moduleId: string, language: string) => {
    const view = (await stack.api.get(`/api/portal/${versionId}?lang=${language}`))
      .body as unknown as PortalView;
    return view.categories.flatMap((c) => c.videos).find((v) => v.moduleId === moduleId)!.title;
  };
  const row = async (moduleId: string, language: string) =>
    (
      await stack.env.db.query(
        `SELECT title, status, source FROM video_catalogue_translations
          WHERE module_id = $1 AND language = $2`,
        [moduleId, language],
      )
    )[0];

  it('writes every module in every language once, around edited English and people’s text', async () => {
    const db = stack.env.db;
    // An operator rewrote one module's English: its translations would no longer match.
    await db.query(`UPDATE video_catalogue SET title = 'Tour the Dashboard' WHERE module_id = $1`, [
      TOUR.moduleId,
    ]);
    // A person's Spanish stays; an AI draft in German gives way to the reviewed text.
    await db.query(
      `INSERT INTO video_catalogue_translations
         (category_id, module_id, language, title, status, source, approved_at)
       VALUES ($1, $2, 'es', 'Importar contactos (nuestra versión)', 'approved', 'human', now()),
              ($1, $2, 'de', 'KI-Entwurf', 'draft', 'ai', NULL)`,
      [CONTACTS.categoryId, CONTACTS.moduleId],
    );

    const written = await shipCatalogueTranslations(db);
    const languages = TRANSLATED_LANGUAGES.length;
    // All but the edited module, less the person's Spanish row.
    expect(written).toBe((VIDEO_CATALOGUE.length - 1) * languages - 1);
    expect(await row(CONTACTS.moduleId, 'es')).toEqual({
      title: 'Importar contactos (nuestra versión)',
      status: 'approved',
      source: 'human',
    });
    expect(await row(CONTACTS.moduleId, 'de')).toEqual({
      title: 'Kontakte importieren',
      status: 'approved',
      source: 'human',
    });
    expect(await row(TOUR.moduleId, 'fr')).toBeUndefined();

    // The portal shows them in the client's language; English stays English.
    const french = SHIPPED_CATALOGUE_TEXT.fr.modules[`${PHONE.categoryId}/${PHONE.moduleId}`];
    expect(await portalTitle(PHONE.moduleId, 'fr')).toBe(french.title);
    expect(await portalTitle(PHONE.moduleId, 'en')).toBe(PHONE.title);
    expect(await portalTitle(TOUR.moduleId, 'fr')).toBe('Tour the Dashboard');

    // The console counts nothing missing but the edited module.
    const library = (await stack.api.get('/api/admin/translations', operatorCookie))
      .body as unknown as TranslationLibrary;
    for (const summary of library.summaries) expect(summary.missing).toBe(1);
  });

  it('never offers a module and language twice, so an operator’s removal stands', async () => {
    await stack.env.db.query(
      `DELETE FROM video_catalogue_translations WHERE module_id = $1 AND language = 'it'`,
      [TEAM.moduleId],
    );
    expect(await shipCatalogueTranslations(stack.env.db)).toBe(0);
    expect(await row(TEAM.moduleId, 'it')).toBeUndefined();
    expect(await portalTitle(TEAM.moduleId, 'it')).toBe(TEAM.title);
  });
});
