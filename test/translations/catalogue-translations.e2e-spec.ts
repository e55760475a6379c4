import type { CatalogueTranslation, PortalView, TranslationLibrary } from '@retainly/domain';
import { injectJson } from '../support/api-client';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';

/** Operators translate the catalogue; portals show approved text in the client's language. */
describe('catalogue translations', () => {
  let stack: AccountsStack;
  let operator: { cookie: string; email: string };
  let versionId: string;
  let agencyCookie: string;
  /** Two live catalogue modules: the first gets Spanish text, the second stays English. */
  let first: { categoryId: string; moduleId: string; title: string; description: string };
  let second: { categoryId: string; moduleId: string; title: string };

  beforeAll(async () => {
    stack = await startAccountsStack();
    operator = await stack.signedInOperator();
    ({ cookie: agencyCookie, versionId } = await stack.signedInAgencyWithVersion());
    const rows = await stack.env.db.query(
      `SELECT category_id AS "categoryId", module_id AS "moduleId", title, description
         FROM video_catalogue WHERE retired_at IS NULL ORDER BY position LIMIT 2`,
    );
    [first, second] = rows;
  });

  afterAll(() => stack?.close());

  const path = (ref: { categoryId: string; moduleId: string }, language: string) =>
    `/api/admin/translations/${ref.categoryId}/${ref.moduleId}/${language}`;
  const library = async () =>
    (await stack.api.get('/api/admin/translations', operator.cookie))
      .body as unknown as TranslationLibrary;
  const summary = async (language: string) =>
    (await library()).summaries.find((s) => s.language === language)!;
  const portalVideo = async (moduleId: string, query = '') => {
    const view = (await stack.api.get(`/api/portal/${versionId}${query}`))
      .body as unknown as PortalView;
    return view.categories.flatMap((c) => c.videos).find((v) => v.moduleId === moduleId)!;
  };

  it("saves an operator's text as approved and audited; portals asking for Spanish show it", async () => {
    const before = await summary('es');
    expect(before).toMatchObject({ awaitingApproval: 0, latestJob: null });
    expect(before.missing).toBe((await library()).modules);

    const saved = await stack.api.put(
      path(first, 'es'),
      { title: '  Añadir contactos ', description: 'Cómo añadir contactos.' },
      operator.cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: 'Añadir contactos',
      status: 'approved',
      source: 'human',
      language: 'es',
    });
    expect((saved.body as unknown as CatalogueTranslation).approvedAt).not.toBeNull();
    expect((await summary('es')).missing).toBe(before.missing - 1);
    expect((await summary('de')).missing).toBe(before.missing);

    const [audit] = await stack.env.db.query(
      `SELECT operator_email, action, target_type, after->>'title' AS title FROM operator_audit_log
        WHERE target_id = $1`,
      [`${first.categoryId}/${first.moduleId}/es`],
    );
    expect(audit).toEqual({
      operator_email: operator.email,
      action: 'save_translation',
      target_type: 'translation',
      title: 'Añadir contactos',
    });

    expect(await portalVideo(first.moduleId, '?lang=es')).toMatchObject({
      title: 'Añadir contactos',
      description: 'Cómo añadir contactos.',
    });
    // English, an untranslated language, and an untranslated module: the English, silently.
    expect((await portalVideo(first.moduleId)).title).toBe(first.title);
    expect((await portalVideo(first.moduleId, '?lang=de')).title).toBe(first.title);
    expect((await portalVideo(second.moduleId, '?lang=es')).title).toBe(second.title);
  });

  it("follows the version's default language when the portal asks for none", async () => {
    await stack.env.db.query(`UPDATE agency_versions SET language = 'es' WHERE id = $1`, [
      versionId,
    ]);
    try {
      expect((await portalVideo(first.moduleId)).title).toBe('Añadir contactos');
      expect((await portalVideo(first.moduleId, '?lang=en')).title).toBe(first.title);
    } finally {
      await stack.env.db.query(`UPDATE agency_versions SET language = 'en' WHERE id = $1`, [
        versionId,
      ]);
    }
  });

  it('keeps an agency’s own module in its own words in every language', async () => {
    const [own] = await stack.env.db.query(
      `WITH m AS (INSERT INTO agency_modules (user_id, title, description, category_id)
         SELECT user_id, 'Our own welcome', 'Hello from us', $2 FROM agency_versions WHERE id = $1
         RETURNING id)
       INSERT INTO version_custom_modules (version_id, module_id, position)
       SELECT $1, id, 0.5 FROM m RETURNING module_id::text AS id`,
      [versionId, first.categoryId],
    );
    expect(await portalVideo(own.id, '?lang=es')).toMatchObject({
      title: 'Our own welcome',
      description: 'Hello from us',
    });
  });

  it('keeps AI drafts from clients until an operator approves them', async () => {
    await stack.env.db.query(
      `INSERT INTO video_catalogue_translations
         (category_id, module_id, language, title, description, status, source)
       VALUES ($1, $2, 'fr', 'Brouillon', 'Texte IA', 'draft', 'ai')`,
      [second.categoryId, second.moduleId],
    );
    const missing = (await summary('fr')).missing;
    expect(await summary('fr')).toMatchObject({ awaitingApproval: 1 });
    expect((await portalVideo(second.moduleId, '?lang=fr')).title).toBe(second.title);

    const approved = await stack.api.post(`${path(second, 'fr')}/approve`, {}, operator.cookie);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', source: 'ai', title: 'Brouillon' });
    expect(await summary('fr')).toMatchObject({ awaitingApproval: 0, missing: missing - 1 });
    expect((await portalVideo(second.moduleId, '?lang=fr')).title).toBe('Brouillon');
    const actions = await stack.env.db.query(
      `SELECT action FROM operator_audit_log WHERE target_id = $1 ORDER BY id`,
      [`${second.categoryId}/${second.moduleId}/fr`],
    );
    expect(actions).toEqual([{ action: 'approve_translation' }]);

    // Removing it shows the English again.
    const removed = await injectJson(
      stack.app,
      'DELETE',
      path(second, 'fr'),
      undefined,
      operator.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect((await portalVideo(second.moduleId, '?lang=fr')).title).toBe(second.title);
    expect((await summary('fr')).missing).toBe(missing);
  });

  it('refuses bad text, English, unknown modules and anyone but an operator', async () => {
    const tooLong = await stack.api.put(
      path(first, 'de'),
      { title: 'x'.repeat(121), description: '' },
      operator.cookie,
    );
    expect(tooLong.status).toBe(400);
    const longDescription = await stack.api.put(
      path(first, 'de'),
      { title: 'Titel', description: 'x'.repeat(601) },
      operator.cookie,
    );
    expect(longDescription.status).toBe(400);
    const blank = await stack.api.put(
      path(first, 'de'),
      { title: '   ', description: '' },
      operator.cookie,
    );
    expect(blank.status).toBe(400);
    const english = await stack.api.put(
      path(first, 'en'),
      { title: 'A', description: '' },
      operator.cookie,
    );
    expect(english.status).toBe(404);
    const unknown = await stack.api.put(
      path({ categoryId: first.categoryId, moduleId: 'no-such-module' }, 'de'),
      { title: 'A', description: '' },
      operator.cookie,
    );
    expect(unknown.status).toBe(404);
    const approveNothing = await stack.api.post(
      `${path(first, 'it')}/approve`,
      {},
      operator.cookie,
    );
    expect(approveNothing.status).toBe(404);

    const agency = await stack.api.put(
      path(first, 'de'),
      { title: 'A', description: '' },
      agencyCookie,
    );
    expect(agency.status).toBe(403);
    expect((await stack.api.get('/api/admin/translations', agencyCookie)).status).toBe(403);
    const rows = await stack.env.db.query(
      `SELECT 1 FROM video_catalogue_translations WHERE language IN ('de', 'it')`,
    );
    expect(rows).toEqual([]);
  });

  it('lists every translation for the console', async () => {
    const { translations } = await library();
    expect(translations).toEqual([
      expect.objectContaining({
        categoryId: first.categoryId,
        moduleId: first.moduleId,
        language: 'es',
        status: 'approved',
      }),
    ]);
  });
});
