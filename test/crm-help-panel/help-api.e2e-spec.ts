import type { AgencyModule, HelpModules, HelpSearchResults } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { LOOM_LINK } from '../agency-modules/agency-api';
import { catalogueTranscript, CONTACTS_DEFAULTS, helpAgency } from './help-fixtures';

/** The help panel's api (issue #19): the modules for a CRM page, and search. */
describe('CRM help api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
    // Something to play for one default, nothing for the other: playable ones come first.
    await stack.env.db.query(
      `UPDATE video_catalogue SET video_url = NULL, media_id = NULL
        WHERE category_id || '/' || module_id = ANY ($1)`,
      [CONTACTS_DEFAULTS],
    );
    await catalogueTranscript(
      stack,
      'marketing-lead-generation/forms-surveys',
      'Here we drag a checkbox field onto the form. Then the zebra widget collects replies.',
    );
  });

  afterAll(() => stack?.close());

  const help = async (versionId: string, route: string) => {
    const res = await stack.api.get(`/api/portal/${versionId}/help?route=${route}`);
    expect(res.status).toBe(200);
    return (res.body as unknown as HelpModules).modules.map((m) => `${m.categoryId}/${m.moduleId}`);
  };
  const search = async (versionId: string, q: string) => {
    const res = await stack.api.get(
      `/api/portal/${versionId}/search?q=${encodeURIComponent(q)}&lang=en`,
    );
    expect(res.status).toBe(200);
    return (res.body as unknown as HelpSearchResults).hits;
  };

  it("lists the agency's own modules for a page first, then the defaults, playable first", async () => {
    const { agency, versionId } = await helpAgency(stack);
    const own = await agency.module({
      title: 'Our contact rules',
      ownCategory: 'House rules',
      videoUrl: LOOM_LINK,
      helpRoutes: ['contacts', 'calendars'],
      versionIds: [versionId],
    });
    await agency.module({
      title: 'Not for contacts',
      ownCategory: 'House rules',
      videoUrl: LOOM_LINK,
      helpRoutes: ['payments'],
      versionIds: [versionId],
    });
    expect(await help(versionId, 'contacts')).toEqual([
      `custom/${own.id}`,
      'marketing-lead-generation/forms-surveys',
      'foundational-setup/import-contacts',
    ]);
    expect(await help(versionId, 'calendars')).toEqual([
      `custom/${own.id}`,
      'foundational-setup/calendar-setup',
    ]);
    // A page without help of its own, and an unknown one, list nothing.
    expect(await help(versionId, 'automation')).toEqual([]);
    expect(await help(versionId, 'constructor')).toEqual([]);
    expect((await stack.api.get('/api/portal/NoSuchVersion1/help?route=contacts')).status).toBe(
      404,
    );
  });

  it('leaves out modules the version hides, own or catalogue', async () => {
    const { agency, cookie, versionId } = await helpAgency(stack);
    const own = await agency.module({
      title: 'Hidden contact tips',
      ownCategory: 'Tips',
      videoUrl: LOOM_LINK,
      helpRoutes: ['contacts'],
      versionIds: [versionId],
    });
    expect((await agency.place(versionId, own.id, { after: null, isVisible: false })).status).toBe(
      204,
    );
    await stack.api.put(
      `/api/onboarding/versions/${versionId}/videos/marketing-lead-generation/forms-surveys`,
      { visible: false },
      cookie,
    );
    expect(await help(versionId, 'contacts')).toEqual(['foundational-setup/import-contacts']);
    expect(await search(versionId, 'Hidden contact tips')).toEqual([]);
    expect(await search(versionId, 'zebra widget')).toEqual([]);
  });

  it('searches titles, descriptions and transcripts, best field first, with a snippet', async () => {
    const { agency, versionId } = await helpAgency(stack);
    await agency.module({
      title: 'Checkbox basics',
      description: 'Short and sweet.',
      ownCategory: 'Forms',
      videoUrl: LOOM_LINK,
      versionIds: [versionId],
    });
    await agency.module({
      title: 'Forms the easy way',
      description: 'Why a checkbox beats a free text answer for yes or no questions.',
      ownCategory: 'Forms',
      videoUrl: LOOM_LINK,
      versionIds: [versionId],
    });
    const hits = await search(versionId, '  CHECKBOX ');
    expect(hits.map((hit) => [hit.title, hit.matchedIn])).toEqual([
      ['Checkbox basics', 'title'],
      ['Forms the easy way', 'description'],
      ['Capture Leads with Forms and Surveys', 'transcript'],
    ]);
    expect(hits[2]).toMatchObject({
      categoryId: 'marketing-lead-generation',
      moduleId: 'forms-surveys',
    });
    expect(hits[2].snippet).toContain('checkbox field onto the form');
    expect(hits[1].snippet).toContain('checkbox beats');

    // Wildcards are text: '%' alone matches nothing rather than everything.
    expect(await search(versionId, '%')).toEqual([]);
    expect(await search(versionId, '   ')).toEqual([]);
    expect((await search(versionId, 'e')).length).toBe(20);
  });

  it("searches the portal language's approved titles and captions beside the English", async () => {
    const { versionId } = await helpAgency(stack);
    await stack.env.db.query(
      `INSERT INTO video_catalogue_translations
         (category_id, module_id, language, title, description, status, source, approved_at)
       VALUES ('marketing-lead-generation', 'forms-surveys', 'es', 'Formularios y encuestas',
               'Capta clientes potenciales.', 'approved', 'human', now()),
              ('foundational-setup', 'calendar-setup', 'es', 'Calendario borrador', '',
               'draft', 'ai', NULL)`,
    );
    await stack.env.db.query(
      `INSERT INTO media_captions (media_id, language, captions_key, transcript)
       SELECT media_id, 'es', 'captions/es.vtt', 'Arrastramos la casilla del ñandú al formulario.'
         FROM video_catalogue WHERE module_id = 'forms-surveys'`,
    );
    const spanish = async (q: string) =>
      (
        (await stack.api.get(`/api/portal/${versionId}/search?q=${encodeURIComponent(q)}&lang=es`))
          .body as unknown as HelpSearchResults
      ).hits;
    const [byTitle] = await spanish('encuestas');
    expect([byTitle.title, byTitle.matchedIn]).toEqual(['Formularios y encuestas', 'title']);
    // The snippet under a title match is the client's language too, not the English.
    expect(byTitle.snippet).toBe('Capta clientes potenciales.');
    // The English still finds it; a draft is nobody's text yet.
    expect((await spanish('Capture Leads')).map((hit) => hit.title)).toEqual([
      'Formularios y encuestas',
    ]);
    expect(await spanish('borrador')).toEqual([]);
    const [caption] = await spanish('ñandú');
    expect(caption).toMatchObject({ moduleId: 'forms-surveys', matchedIn: 'transcript' });
    expect(caption.snippet).toContain('casilla del ñandú');
    // In English the Spanish captions are not searched.
    expect(await search(versionId, 'ñandú')).toEqual([]);
  });

  it("never shows another agency's modules", async () => {
    const a = await helpAgency(stack, 'Agency A');
    const b = await helpAgency(stack, 'Agency B');
    const theirs: AgencyModule = await b.agency.module({
      title: 'Secret sauce of B',
      ownCategory: 'B only',
      videoUrl: LOOM_LINK,
      helpRoutes: ['contacts'],
      versionIds: [b.versionId],
    });
    expect(await help(a.versionId, 'contacts')).not.toContain(`custom/${theirs.id}`);
    expect(await search(a.versionId, 'Secret sauce')).toEqual([]);
    expect((await search(b.versionId, 'Secret sauce')).map((hit) => hit.moduleId)).toEqual([
      theirs.id,
    ]);
  });

  it("validates and keeps an own module's CRM pages", async () => {
    const { agency } = await helpAgency(stack);
    const refused = await agency.create({
      title: 'Bad pages',
      ownCategory: 'X',
      helpRoutes: ['contacts', 'kitchen'] as never,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Choose CRM pages from the list.');

    const module = await agency.module({ title: 'Pages', ownCategory: 'X' });
    expect(module.helpRoutes).toEqual([]);
    const patched = await agency.call('PATCH', `/api/onboarding/modules/${module.id}`, {
      helpRoutes: ['settings', 'contacts', 'contacts'],
    });
    expect(patched.status).toBe(200);
    expect((patched.body as AgencyModule).helpRoutes).toEqual(['contacts', 'settings']);
    // Leaving the field out keeps it.
    await agency.call('PATCH', `/api/onboarding/modules/${module.id}`, { title: 'Renamed' });
    expect(((await agency.get(module.id)).body as AgencyModule).helpRoutes).toEqual([
      'contacts',
      'settings',
    ]);
  });
});
