import { TranslationDraftRows } from '../../apps/worker/src/ai/translation-draft-rows';
import {
  TRANSLATION_DRAFT_BATCH,
  TRANSLATION_DRAFT_TIMED_OUT,
  isFinalDraftStatus,
  type PortalView,
  type TranslationDraftJob,
} from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { OpenAiStandIn, standInConfig } from '../support/openai-stand-in';
import { waitFor } from '../support/wait-for';

type Operator = { cookie: string };

const request = (stack: AccountsStack, operator: Operator, language: string) =>
  stack.api.post('/api/admin/translations/drafts', { language }, operator.cookie);

const finished = (stack: AccountsStack, operator: Operator, id: string) =>
  waitFor(`draft job ${id} to finish`, async () => {
    const job = (await stack.api.get(`/api/admin/translations/drafts/${id}`, operator.cookie))
      .body as unknown as TranslationDraftJob;
    return isFinalDraftStatus(job.status) ? job : null;
  });

const translationsOf = (stack: AccountsStack, language: string) =>
  stack.env.db.query(
    `SELECT category_id || '/' || module_id AS key, title, status, source
       FROM video_catalogue_translations WHERE language = $1 ORDER BY key`,
    [language],
  );

/** 'Draft missing translations with AI': the worker's openai SDK against the local stand-in. */
describe('AI translation drafts through the openai SDK', () => {
  let stack: AccountsStack;
  let openAi: OpenAiStandIn;
  let operator: Operator;

  beforeAll(async () => {
    openAi = await OpenAiStandIn.start('gpt-test');
    stack = await startAccountsStack(standInConfig(openAi, 2_000));
    operator = await stack.signedInOperator();
  });

  afterAll(async () => {
    await stack?.close();
    await openAi?.close();
  });

  afterEach(() => expect(openAi.problems).toEqual([]));

  it('drafts only the missing modules, in batches, never over approved or human text', async () => {
    const modules: { key: string; title: string }[] = await stack.env.db.query(
      `SELECT category_id || '/' || module_id AS key, title FROM video_catalogue
        WHERE retired_at IS NULL ORDER BY position`,
    );
    const [approved, human, oldDraft] = modules.map((m) => m.key);
    const [approvedCategory, approvedModule] = approved!.split('/');
    await stack.api.put(
      `/api/admin/translations/${approvedCategory}/${approvedModule}/es`,
      { title: 'Aprobado', description: 'Por una persona' },
      operator.cookie,
    );
    // A person's unapproved text (left from an import, say) and an earlier AI draft.
    await stack.env.db.query(
      `INSERT INTO video_catalogue_translations
         (category_id, module_id, language, title, description, status, source)
       VALUES (split_part($1, '/', 1), split_part($1, '/', 2), 'es', 'De una persona', '', 'draft', 'human'),
              (split_part($2, '/', 1), split_part($2, '/', 2), 'es', 'Viejo borrador', '', 'draft', 'ai')`,
      [human, oldDraft],
    );

    const accepted = await request(stack, operator, 'es');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ status: 'queued', language: 'es', drafted: 0 });
    const job = await finished(stack, operator, accepted.body.id as string);
    const expected = modules.length - 2;
    expect(job).toMatchObject({
      status: 'succeeded',
      writer: 'openai',
      total: expected,
      drafted: expected,
      failure: null,
    });
    expect(openAi.requestsMentioning('Spanish (es)')).toHaveLength(
      Math.ceil(expected / TRANSLATION_DRAFT_BATCH),
    );

    const rows: { key: string; title: string; status: string; source: string }[] =
      await translationsOf(stack, 'es');
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get(approved!)).toMatchObject({ title: 'Aprobado', status: 'approved' });
    expect(byKey.get(human!)).toMatchObject({ title: 'De una persona', source: 'human' });
    const english = modules.find((m) => m.key === oldDraft)!.title;
    expect(byKey.get(oldDraft!)).toEqual({
      key: oldDraft,
      title: `es: ${english}`,
      status: 'draft',
      source: 'ai',
    });
    expect(rows.filter((row) => row.status === 'draft' && row.source === 'ai')).toHaveLength(
      expected,
    );

    // Drafts wait for approval: the console counts them, portals keep the English.
    const library = (await stack.api.get('/api/admin/translations', operator.cookie)).body as {
      summaries: { language: string; missing: number; awaitingApproval: number }[];
    };
    expect(library.summaries.find((s) => s.language === 'es')).toMatchObject({
      missing: modules.length - 1,
      awaitingApproval: expected + 1,
      latestJob: expect.objectContaining({ id: job.id, status: 'succeeded' }),
    });
    const { versionId } = await stack.signedInAgencyWithVersion();
    const view = (await stack.api.get(`/api/portal/${versionId}?lang=es`))
      .body as unknown as PortalView;
    const titles = view.categories.flatMap((c) => c.videos.map((v) => v.title));
    expect(titles).toContain('Aprobado');
    expect(titles.filter((title) => title.startsWith('es: '))).toEqual([]);
  });

  it('fails with a message for the operator when the model keeps refusing', async () => {
    openAi.reply({ status: 400 });
    const accepted = await request(stack, operator, 'it');
    const job = await finished(stack, operator, accepted.body.id as string);
    expect(job.status).toBe('failed');
    expect(job.failure).toMatch(/unavailable/);
    expect(await translationsOf(stack, 'it')).toEqual([]);
  });

  it('fails a job lost past the stale limit, so the console offers drafting again', async () => {
    const [lost] = await stack.env.db.query(
      `INSERT INTO translation_drafts (language, status, created_at)
       VALUES ('fr', 'running', now() - interval '16 minutes') RETURNING id`,
    );
    // What the worker's once-a-minute sweep runs, against the same database.
    expect(await new TranslationDraftRows(stack.env.db).failStale()).toBe(1);
    const job = (await stack.api.get(`/api/admin/translations/drafts/${lost.id}`, operator.cookie))
      .body as unknown as TranslationDraftJob;
    expect(job).toMatchObject({ status: 'failed', failure: TRANSLATION_DRAFT_TIMED_OUT });
    const again = await request(stack, operator, 'fr');
    expect(again.status).toBe(202);
    expect((await finished(stack, operator, again.body.id as string)).status).toBe('succeeded');
  });

  it('runs one job per language at a time', async () => {
    await stack.env.db.query(`INSERT INTO translation_drafts (language) VALUES ('pt-BR')`);
    const second = await request(stack, operator, 'pt-BR');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('AI drafts for Portuguese (Brazil) are already on their way.');
    expect((await request(stack, operator, 'xx')).status).toBe(400);
  });
});

/** Without OPENAI_API_KEY: the request is refused with the reason, and nothing is queued. */
describe('AI translation drafts without an AI writer', () => {
  let stack: AccountsStack;
  let operator: Operator;

  beforeAll(async () => {
    stack = await startAccountsStack({ OPENAI_API_KEY: '' });
    operator = await stack.signedInOperator();
  });

  afterAll(() => stack?.close());

  it('refuses with 409 and queues no job', async () => {
    const refused = await request(stack, operator, 'de');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'No AI writer is set up here: the German translations are left for a human.',
    );
    expect(await stack.env.db.query(`SELECT id FROM translation_drafts`)).toEqual([]);
    expect(
      await stack.env.db.query(
        `SELECT id FROM outbox_events WHERE type = 'TranslationDraftRequested'`,
      ),
    ).toEqual([]);
    expect(await translationsOf(stack, 'de')).toEqual([]);
  });

  it('limits how often an operator may ask (a few a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await request(stack, operator, 'fr')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
