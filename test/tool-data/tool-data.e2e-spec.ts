import { randomUUID } from 'node:crypto';
import {
  BRANDING_COLOR_KEYS,
  BRANDING_DEFAULTS,
  OFFER_INPUT_DRAFT_MAX_CHARS,
  TOOL_DATA_MAX_BYTES,
  TOOL_DATA_MESSAGES,
  type ToolDataRecord,
} from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';

describe('tool data api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** A signed-in agency: paid on the given plan, or still in its trial. */
  const agency = (plan: 'BASIC' | 'ADVANCED' = 'ADVANCED', approval: 'YES' | 'TRIALING' = 'YES') =>
    stack.signedInAgency(plan, approval);

  const load = (cookie: string, tool: string) => stack.api.get(`/api/tool-data/${tool}`, cookie);
  const save = (cookie: string, tool: string, data: unknown) =>
    stack.api.put(`/api/tool-data/${tool}`, { data }, cookie);
  const remove = async (cookie: string, tool: string) =>
    (
      await stack.app.inject({
        method: 'DELETE',
        url: `/api/tool-data/${tool}`,
        headers: { 'x-retainly-client': 'web', cookie },
      })
    ).statusCode;
  const list = async (cookie: string) =>
    (await stack.api.get('/api/tool-data', cookie)).body as unknown as ToolDataRecord[];

  /** What each tool saves (the web app's shapes). */
  const offer = {
    activeTab: 'offer',
    aiOfferData: { targeting: 'Local dentists', situation: 'Few reviews', solution: 'Automation' },
  };
  const adsTab = { activeTab: 'ads', aiOfferData: { targeting: '', situation: '', solution: '' } };
  const wizard = {
    workflow: 'manual',
    description: '',
    selectedIds: ['launchpad', 'sites'],
    scoped: true,
    subAccountId: 'loc_42',
    step: 'select',
  };
  const brandingSimple = {
    ...BRANDING_DEFAULTS,
    generatedColors: Object.fromEntries(BRANDING_COLOR_KEYS.map((k) => [k, BRANDING_DEFAULTS[k]])),
  };

  it('saves, loads, lists and deletes one tool at a time', async () => {
    const { cookie, userId } = await agency();
    expect(await list(cookie)).toEqual([]);
    const missing = await load(cookie, 'marketing');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(TOOL_DATA_MESSAGES.notFound);

    const saved = await save(cookie, 'marketing', offer);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      tool: 'marketing',
      data: offer,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await load(cookie, 'marketing')).body).toEqual(saved.body);

    expect((await save(cookie, 'streamline', wizard)).status).toBe(200);
    expect((await list(cookie)).map(({ tool, data }) => ({ tool, data }))).toEqual([
      { tool: 'marketing', data: offer },
      { tool: 'streamline', data: wizard },
    ]);

    expect(await remove(cookie, 'marketing')).toBe(204);
    expect((await load(cookie, 'marketing')).status).toBe(404);
    expect(await remove(cookie, 'marketing')).toBe(204); // nothing left: still fine
    expect((await list(cookie)).map((r) => r.tool)).toEqual(['streamline']);
    const rows = await stack.env.db.query(`SELECT tool FROM tool_data WHERE user_id = $1`, [
      userId,
    ]);
    expect(rows).toEqual([{ tool: 'streamline' }]);
  });

  it('replaces the saved data on each save and moves updated_at', async () => {
    const { cookie } = await agency();
    const first = (await save(cookie, 'marketing', offer)).body as unknown as ToolDataRecord;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = adsTab;
    const second = (await save(cookie, 'marketing', next)).body as unknown as ToolDataRecord;
    expect(second.data).toEqual(next);
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect((await load(cookie, 'marketing')).body).toEqual(second);
  });

  it('refuses data that is not a JSON object, with a clear message', async () => {
    const { cookie } = await agency();
    for (const data of [null, [], [offer], 'text', 42, true]) {
      const res = await save(cookie, 'marketing', data);
      expect({ data, status: res.status }).toEqual({ data, status: 400 });
      expect(res.body.message).toBe(TOOL_DATA_MESSAGES.notObject);
    }
    const noData = await stack.api.put('/api/tool-data/marketing', {}, cookie);
    expect(noData.body).toMatchObject({ statusCode: 400, message: TOOL_DATA_MESSAGES.notObject });
    const extra = await stack.api.put('/api/tool-data/marketing', { data: {}, other: 1 }, cookie);
    expect(extra.body).toMatchObject({
      statusCode: 400,
      message: 'property other should not exist',
    });
    const notJson = await stack.app.inject({
      method: 'PUT',
      url: '/api/tool-data/marketing',
      payload: '{"data": {',
      headers: { 'content-type': 'application/json', 'x-retainly-client': 'web', cookie },
    });
    expect(notJson.statusCode).toBe(400);
    // Refused for every route before it reaches the tool (test/api/malformed-input).
    const nested = await save(cookie, 'marketing', { a: '\u0000' });
    expect(nested.status).toBe(400);
    expect(nested.body.code).toBe('invalid_text');
    // Raw JSON: too deep for JSON.stringify here, but a client could send it.
    const deep = (json: string) =>
      stack.app.inject({
        method: 'PUT',
        url: '/api/tool-data/marketing',
        payload: json,
        headers: { 'content-type': 'application/json', 'x-retainly-client': 'web', cookie },
      });
    const arrays = '['.repeat(30_000) + ']'.repeat(30_000);
    expect((await deep(`{"data":${arrays}}`)).statusCode).toBe(400);
    // Deeper than tool data allows (16), within what any request may nest (32).
    const inside = await deep(`{"data":{"a":${'['.repeat(20)}${']'.repeat(20)}}}`);
    expect(inside.statusCode).toBe(400);
    expect(inside.json().message).toBe(TOOL_DATA_MESSAGES.tooDeep);
    expect(await list(cookie)).toEqual([]);
  });

  it(`refuses data over ${TOOL_DATA_MAX_BYTES} bytes (413) and keeps the last saved`, async () => {
    const { cookie } = await agency();
    // A valid record of exactly `bytes` UTF-8 bytes: long drafts, the rest in `filler`s.
    const sized = (bytes: number, filler: string) => {
      const draft = 'é'.repeat(OFFER_INPUT_DRAFT_MAX_CHARS);
      const inputs = { targeting: draft, situation: draft, solution: draft };
      const empty = { activeTab: 'offer', aiOfferData: { ...inputs, longVersion: '' } };
      const room = bytes - Buffer.byteLength(JSON.stringify(empty));
      const longVersion = filler.repeat(Math.ceil(room / Buffer.byteLength(filler)));
      return { activeTab: 'offer', aiOfferData: { ...inputs, longVersion } };
    };
    const fits = await save(cookie, 'marketing', sized(TOOL_DATA_MAX_BYTES, 'x'));
    expect(fits.status).toBe(200);
    const tooLarge = await save(cookie, 'marketing', sized(TOOL_DATA_MAX_BYTES + 1, 'y'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Saved data is too large');
    const multiByte = await save(cookie, 'marketing', sized(TOOL_DATA_MAX_BYTES + 1, 'é'));
    expect(multiByte.status).toBe(413);
    const kept = (await load(cookie, 'marketing')).body as unknown as ToolDataRecord;
    expect(kept.data).toEqual(sized(TOOL_DATA_MAX_BYTES, 'x'));
  });

  it('answers 400 for a tool it does not know, on every route', async () => {
    const { cookie } = await agency();
    for (const tool of ['onboarding', 'Marketing', 'x'.repeat(60)]) {
      const loaded = await load(cookie, tool);
      expect(loaded.status).toBe(400);
      expect(loaded.body.message).toBe(TOOL_DATA_MESSAGES.unknownTool);
      expect((await save(cookie, tool, offer)).status).toBe(400);
      expect(await remove(cookie, tool)).toBe(400);
    }
  });

  it('refuses visitors without a session (401) and trial users (403 trial_limited)', async () => {
    expect((await stack.api.get('/api/tool-data')).status).toBe(401);
    expect((await stack.api.get('/api/tool-data/marketing')).status).toBe(401);
    expect((await stack.api.put('/api/tool-data/marketing', { data: offer })).status).toBe(401);

    const trial = await agency('BASIC', 'TRIALING');
    for (const res of [
      await stack.api.get('/api/tool-data', trial.cookie),
      await load(trial.cookie, 'marketing'),
      await save(trial.cookie, 'marketing', offer),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('trial_limited');
    }
    expect(await remove(trial.cookie, 'marketing')).toBe(403);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM tool_data WHERE user_id = $1`,
      [trial.userId],
    );
    expect(n).toBe(0);
  });

  it("keeps each user's data to that user: same tool, never read, changed or deleted by another", async () => {
    const a = await agency();
    const b = await agency();
    await save(a.cookie, 'marketing', offer);
    expect((await load(b.cookie, 'marketing')).status).toBe(404);
    expect(await list(b.cookie)).toEqual([]);

    expect((await save(b.cookie, 'marketing', adsTab)).status).toBe(200);
    expect(((await load(a.cookie, 'marketing')).body as unknown as ToolDataRecord).data).toEqual(
      offer,
    );
    expect(((await load(b.cookie, 'marketing')).body as unknown as ToolDataRecord).data).toEqual(
      adsTab,
    );

    expect(await remove(b.cookie, 'marketing')).toBe(204);
    expect(((await load(a.cookie, 'marketing')).body as unknown as ToolDataRecord).data).toEqual(
      offer,
    );
    expect((await list(a.cookie)).map((r) => r.tool)).toEqual(['marketing']);
  });

  it('keeps Branding Advanced mode to the ADVANCED plan (403 plan_required), however it is spelt', async () => {
    const basic = await agency('BASIC');
    expect((await save(basic.cookie, 'branding', brandingSimple)).status).toBe(200);
    const advanced = await save(basic.cookie, 'branding', { ...brandingSimple, mode: 'advanced' });
    expect(advanced.status).toBe(403);
    expect(advanced.body).toMatchObject({ code: 'plan_required' });
    // Any other spelling is no mode at all: 400, for every plan.
    const paid = await agency('ADVANCED');
    for (const cookie of [basic.cookie, paid.cookie]) {
      for (const mode of ['Advanced', 'ADVANCED', ' advanced', 'advanced ', 'Simple', '']) {
        const res = await save(cookie, 'branding', { ...brandingSimple, mode });
        expect({ mode, status: res.status, message: res.body.message }).toEqual({
          mode,
          status: 400,
          message:
            'Invalid branding data: mode: Invalid option: expected one of "simple"|"advanced"',
        });
      }
    }
    expect(((await load(basic.cookie, 'branding')).body as unknown as ToolDataRecord).data).toEqual(
      brandingSimple,
    );

    const saved = await save(paid.cookie, 'branding', { ...brandingSimple, mode: 'advanced' });
    expect(saved.status).toBe(200);
  });

  let shapeAgency: { cookie: string } | undefined;
  it.each([
    ['branding', 'an unknown key', { ...brandingSimple, css: 'body{}' }, 'Unrecognized key: "css"'],
    ['branding', 'a missing field', { ...brandingSimple, font: undefined }, 'font: '],
    ['branding', 'a font in the wrong case', { ...brandingSimple, font: 'inter' }, 'font: '],
    ['branding', 'a colour that is not one', { ...brandingSimple, brand: 'green' }, 'brand: '],
    ['branding', 'an upper-case colour', { ...brandingSimple, brand: '#16A34A' }, 'brand: '],
    [
      'branding',
      'a radius off the scale',
      { ...brandingSimple, borderRadius: 7 },
      'borderRadius: ',
    ],
    ['branding', 'a radius as text', { ...brandingSimple, borderRadius: '8' }, 'borderRadius: '],
    [
      'branding',
      'a generated palette with a stray key',
      { ...brandingSimple, generatedColors: { ...brandingSimple.generatedColors, x: '#000000' } },
      'generatedColors: Unrecognized key: "x"',
    ],
    ['streamline', 'an unknown key', { ...wizard, excluded: [] }, 'Unrecognized key: "excluded"'],
    ['streamline', 'a workflow in the wrong case', { ...wizard, workflow: 'Manual' }, 'workflow: '],
    ['streamline', 'a step by number', { ...wizard, step: 2 }, 'step: '],
    [
      'streamline',
      'an unknown feature',
      { ...wizard, selectedIds: ['sites', 'x'] },
      'selectedIds.1: ',
    ],
    ['streamline', 'a flag as text', { ...wizard, scoped: 'true' }, 'scoped: '],
    [
      'streamline',
      'a description too long',
      { ...wizard, description: 'x'.repeat(2_001) },
      'description: ',
    ],
    [
      'streamline',
      'a sub-account id too long',
      { ...wizard, subAccountId: 'x'.repeat(65) },
      'subAccountId: ',
    ],
    ['marketing', 'an unknown key', { ...offer, mode: 'advanced' }, 'Unrecognized key: "mode"'],
    ['marketing', 'a tab in the wrong case', { ...offer, activeTab: 'Offer' }, 'activeTab: '],
    ['marketing', 'no aiOfferData', { activeTab: 'ads' }, 'aiOfferData: '],
    [
      'marketing',
      'an input too long',
      { ...offer, aiOfferData: { ...offer.aiOfferData, solution: 'x'.repeat(5_001) } },
      'aiOfferData.solution: ',
    ],
    [
      'marketing',
      'an offer text that is not text',
      { ...offer, aiOfferData: { ...offer.aiOfferData, headline: 42 } },
      'aiOfferData.headline: ',
    ],
    [
      'marketing',
      'an unknown writer',
      { ...offer, aiOfferData: { ...offer.aiOfferData, writer: 'gpt' } },
      'aiOfferData.writer: ',
    ],
    [
      'marketing',
      'a generation id that is not one',
      { ...offer, aiOfferData: { ...offer.aiOfferData, generationId: '1; DROP TABLE' } },
      'aiOfferData.generationId: ',
    ],
  ])(
    'refuses %s data with %s (400 naming the field), saving nothing',
    async (tool, _, data, problem) => {
      // One agency for every case (sign-ups are rate limited); none of them saves anything.
      shapeAgency ??= await agency();
      const { cookie } = shapeAgency;
      const res = await save(cookie, tool, data);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: expect.stringContaining(`Invalid ${tool} data: ${problem}`),
      });
      expect((await load(cookie, tool)).status).toBe(404);
    },
  );

  it('takes each tool’s data as the web app saves it', async () => {
    const { cookie } = await agency('ADVANCED');
    const records = {
      branding: { ...brandingSimple, mode: 'advanced', brand: '#abc', borderRadius: 0 },
      streamline: [
        wizard,
        {
          ...wizard,
          workflow: null,
          selectedIds: [],
          scoped: false,
          subAccountId: '',
          step: 'workflow',
        },
        {
          ...wizard,
          workflow: 'ai',
          description: 'A dental clinic with online booking',
          step: 'output',
        },
      ],
      marketing: [
        offer,
        adsTab,
        {
          activeTab: 'offer',
          aiOfferData: {
            ...offer.aiOfferData,
            headline: 'Fill your chairs',
            subheadline: 'Reviews that bring patients',
            shortVersion: 'Short',
            longVersion: 'Long',
            writer: 'offline',
          },
        },
        { ...offer, aiOfferData: { ...offer.aiOfferData, generationId: randomUUID() } },
      ],
    };
    for (const [tool, datas] of Object.entries(records)) {
      for (const data of [datas].flat()) {
        const res = await save(cookie, tool, data);
        expect({ tool, data, status: res.status }).toEqual({ tool, data, status: 200 });
      }
    }
  });

  it('deletes a user’s tool data with the user', async () => {
    const { cookie, userId } = await agency();
    await save(cookie, 'marketing', offer);
    await stack.env.db.query(`DELETE FROM retainly_users WHERE id = $1`, [userId]);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM tool_data WHERE user_id = $1`,
      [userId],
    );
    expect(n).toBe(0);
  });
});
