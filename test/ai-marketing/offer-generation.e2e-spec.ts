import { randomUUID } from 'node:crypto';
import {
  AI_OFFER_MESSAGES,
  OFFER_INPUT_MAX_CHARS,
  isFinalGenerationStatus,
  type OfferGeneration,
} from '@retainly/domain';
import { WRITER_FAILURES } from '../../apps/worker/src/ai/writer-failure';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import {
  OpenAiStandIn,
  standInConfig,
  standInOffer,
  type StandInReply,
} from '../support/openai-stand-in';
import { insertOutboxEvent } from '../support/outbox-factories';
import { waitFor } from '../support/wait-for';

/** The api and worker together, the worker's openai SDK pointed at the local stand-in. */
describe('AI offers through the openai SDK', () => {
  let stack: AccountsStack;
  let openAi: OpenAiStandIn;

  beforeAll(async () => {
    openAi = await OpenAiStandIn.start('gpt-test');
    stack = await startAccountsStack(standInConfig(openAi, 400));
  });

  afterAll(async () => {
    await stack?.close();
    await openAi?.close();
  });

  afterEach(() => expect(openAi.problems).toEqual([]));

  /** Unique inputs per test, so the stand-in's requests can be told apart. */
  const inputsFor = (label: string) => ({
    targeting: `Dentists in Austin ${label}-${randomUUID().slice(0, 6)}`,
    situation: 'They miss calls while with patients, and those callers book elsewhere',
    solution: 'A text-back system that answers every missed call within a minute',
  });

  const request = (cookie: string, inputs: object) =>
    stack.api.post('/api/ai/offers', inputs, cookie);
  const status = async (cookie: string, id: string) =>
    (await stack.api.get(`/api/ai/offers/${id}`, cookie)).body as unknown as OfferGeneration;
  const finished = (cookie: string, id: string) =>
    waitFor(`generation ${id} to finish`, async () => {
      const generation = await status(cookie, id);
      return isFinalGenerationStatus(generation.status) ? generation : null;
    });

  /** Asks for an offer with the stand-in answering `replies`; returns the final generation. */
  async function generate(label: string, ...replies: StandInReply[]) {
    const { cookie, userId } = await stack.signedInAgency();
    const inputs = inputsFor(label);
    openAi.reply(...replies);
    const accepted = await request(cookie, inputs);
    expect(accepted.status).toBe(202);
    const generation = await finished(cookie, accepted.body.id as string);
    const [row] = await stack.env.db.query(
      `SELECT attempts, error, model, writer FROM ai_generations WHERE id = $1`,
      [generation.id],
    );
    return {
      generation,
      row,
      calls: openAi.requestsMentioning(inputs.targeting),
      inputs,
      cookie,
      userId,
    };
  }

  it('answers 202 with a queued row at once, and the worker writes the offer', async () => {
    const { cookie } = await stack.signedInAgency();
    const inputs = inputsFor('success');
    const accepted = await request(cookie, { ...inputs, solution: `  ${inputs.solution}  ` });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      status: 'queued',
      attempt: 0,
      maxAttempts: 3,
      inputs,
      offer: null,
      failure: null,
    });

    const generation = await finished(cookie, accepted.body.id as string);
    const [call] = openAi.requestsMentioning(inputs.targeting);
    expect(call!.authorization).toBe('Bearer sk-test-key');
    const userPrompt = call!.body.messages!.find((m) => m.role === 'user')!.content;
    for (const text of Object.values(inputs)) expect(userPrompt).toContain(text);
    expect(generation).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      writer: 'openai',
      offer: standInOffer(userPrompt),
      failure: null,
      finishedAt: expect.any(String),
    });
  });

  it('retries a 429 with backoff and succeeds on the next attempt', async () => {
    const { generation, calls, row } = await generate('rate-limited', { status: 429 });
    expect(calls).toHaveLength(2);
    expect(generation).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(row).toMatchObject({ attempts: 2, error: null, model: 'gpt-test', writer: 'openai' });
  });

  it('retries an unusable (malformed) answer', async () => {
    const { generation, calls } = await generate('malformed', 'malformed');
    expect(calls).toHaveLength(2);
    expect(generation.status).toBe('succeeded');
  });

  it('gives up after three 5xx answers, keeping the error for operators', async () => {
    const failing = { status: 503 };
    const { generation, calls, row } = await generate('down', failing, failing, failing);
    expect(calls).toHaveLength(3);
    expect(generation).toMatchObject({
      status: 'failed',
      attempt: 3,
      offer: null,
      failure: WRITER_FAILURES.serverTrouble,
    });
    expect(row.error).toMatch(/^OpenAI answered 503/);
  });

  it('does not retry a 400, nor a 429 that means the quota is spent', async () => {
    const refused = await generate('bad-request', { status: 400 });
    expect(refused.calls).toHaveLength(1);
    expect(refused.generation).toMatchObject({
      status: 'failed',
      failure: WRITER_FAILURES.unavailable,
    });

    const quota = await generate('quota', { status: 429, code: 'insufficient_quota' });
    expect(quota.calls).toHaveLength(1);
    expect(quota.generation).toMatchObject({
      status: 'failed',
      failure: WRITER_FAILURES.unavailable,
    });
  });

  it('times out a model that never answers, retries, then fails with a readable message', async () => {
    const { generation, calls, row } = await generate('timeout', 'hang', 'hang', 'hang');
    expect(calls).toHaveLength(3);
    expect(generation).toMatchObject({ status: 'failed', failure: WRITER_FAILURES.slow });
    expect(row.error).toBe('Timed out waiting for the model');
  });

  it('refuses missing, blank and over-long inputs with the spec message, saving nothing', async () => {
    const { cookie, userId } = await stack.signedInAgency();
    const inputs = inputsFor('invalid');
    const missing = await request(cookie, { targeting: inputs.targeting, situation: 'x' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.message)).toContain(AI_OFFER_MESSAGES.fillAllFields);
    const blank = await request(cookie, { ...inputs, situation: '   ' });
    expect(blank.body.message).toBe(AI_OFFER_MESSAGES.fillAllFields);
    const long = await request(cookie, {
      ...inputs,
      solution: 'x'.repeat(OFFER_INPUT_MAX_CHARS + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(AI_OFFER_MESSAGES.tooLong);
    const [{ count }] = await stack.env.db.query(
      `SELECT count(*)::int AS count FROM ai_generations WHERE user_id = $1`,
      [userId],
    );
    expect(count).toBe(0);
  });

  it('allows one running generation per user, even when two requests race', async () => {
    const { cookie } = await stack.signedInAgency();
    openAi.reply('hang');
    const inputs = inputsFor('one-at-a-time');
    const [first, second] = await Promise.all([request(cookie, inputs), request(cookie, inputs)]);
    expect([first.status, second.status].sort()).toEqual([202, 429]);
    const refused = first.status === 429 ? first : second;
    expect(refused.body).toMatchObject({
      code: 'ai_generation_running',
      message: AI_OFFER_MESSAGES.oneAtATime,
    });
    // Another agency is not held up by this one's running generation.
    const other = await stack.signedInAgency();
    expect((await request(other.cookie, inputsFor('other'))).status).toBe(202);
  });

  it('allows 20 generations in a rolling hour and says when the next one is possible', async () => {
    const { cookie, userId } = await stack.signedInAgency();
    // 20 finished in the last hour, the oldest 35 minutes ago; one from 2 hours ago does not count.
    await stack.env.db.query(
      `INSERT INTO ai_generations (user_id, inputs, max_attempts, status, result, finished_at, created_at)
       SELECT $1, '{}', 3, 'succeeded', '{}', now(), now() - make_interval(mins => m)
         FROM unnest(array[120, 35] || array_fill(5, array[19])) AS m`,
      [userId],
    );
    const refused = await request(cookie, inputsFor('hourly'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'ai_hourly_limit',
      message: 'You can generate 20 offers an hour. Please try again in 25 minutes.',
    });
    await stack.env.db.query(
      `UPDATE ai_generations SET created_at = now() - interval '61 minutes'
        WHERE user_id = $1 AND created_at < now() - interval '30 minutes'`,
      [userId],
    );
    expect((await request(cookie, inputsFor('hourly-after'))).status).toBe(202);
  });

  it("keeps each agency's generations to itself, and the tool to paid users", async () => {
    const { generation } = await generate('isolation');
    const other = await stack.signedInAgency();
    for (const id of [generation.id, randomUUID(), 'not-a-uuid']) {
      const res = await stack.api.get(`/api/ai/offers/${id}`, other.cookie);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(AI_OFFER_MESSAGES.notFound);
    }
    const trial = await stack.signedInAgency('ADVANCED', 'TRIALING');
    expect((await request(trial.cookie, inputsFor('trial'))).status).toBe(403);
    // The poll reads the session and the row in one statement: the same answers, in order.
    const trialPoll = await stack.api.get(`/api/ai/offers/${randomUUID()}`, trial.cookie);
    expect(trialPoll.status).toBe(403);
    expect(trialPoll.body.code).toBeDefined();
    for (const id of [generation.id, 'not-a-uuid']) {
      expect((await stack.api.get(`/api/ai/offers/${id}`)).status).toBe(401);
      const forged = await stack.api.get(`/api/ai/offers/${id}`, 'retainly_session=forged');
      expect(forged.status).toBe(401);
    }
    expect((await request('', inputsFor('signed-out'))).status).toBe(401);
  });

  it('reports a generation whose worker vanished as failed once it is stale', async () => {
    const { cookie, userId } = await stack.signedInAgency();
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO ai_generations (user_id, inputs, max_attempts, status, attempts, created_at)
       VALUES ($1, '{}', 3, 'running', 1, now() - interval '11 minutes') RETURNING id`,
      [userId],
    );
    expect(await status(cookie, id)).toMatchObject({
      status: 'failed',
      failure: AI_OFFER_MESSAGES.tooSlow,
    });
    // ... and it no longer blocks a new one.
    expect((await request(cookie, inputsFor('after-stale'))).status).toBe(202);
  });

  it('never starts a generation whose job arrives after the stale limit, and marks it failed', async () => {
    const { userId } = await stack.signedInAgency();
    const targeting = `Late job ${randomUUID()}`;
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO ai_generations (user_id, inputs, max_attempts, created_at)
       VALUES ($1, $2, 3, now() - interval '11 minutes') RETURNING id`,
      [userId, JSON.stringify({ targeting, situation: 'a b', solution: 'c d' })],
    );
    await insertOutboxEvent(stack.env.db, {
      type: 'OfferGenerationRequested',
      data: { generation_id: id },
    });
    const row = await waitFor('the late row to be failed', async () => {
      const [found] = await stack.env.db.query(
        `SELECT status, failure, attempts FROM ai_generations WHERE id = $1`,
        [id],
      );
      return found.status === 'failed' ? found : null;
    });
    expect(row).toEqual({ status: 'failed', failure: AI_OFFER_MESSAGES.tooSlow, attempts: 0 });
    expect(openAi.requestsMentioning(targeting)).toEqual([]);
  });
});

describe('AI offers without OPENAI_API_KEY', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack({ OPENAI_API_KEY: '' });
  });

  afterAll(() => stack?.close());

  it('runs the same job path with the offline writer, labelled as such', async () => {
    const { cookie } = await stack.signedInAgency('BASIC');
    const inputs = {
      targeting: 'Gyms in Leeds',
      situation: 'Members drop off after the first month',
      solution: 'An automated check-in and win-back text sequence',
    };
    const accepted = await stack.api.post('/api/ai/offers', inputs, cookie);
    expect(accepted.status).toBe(202);
    const generation = await waitFor('the offline offer', async () => {
      const body = (await stack.api.get(`/api/ai/offers/${accepted.body.id}`, cookie))
        .body as unknown as OfferGeneration;
      return body.status === 'succeeded' ? body : null;
    });
    expect(generation.writer).toBe('offline');
    expect(generation.offer!.headline).toBe(
      'Gyms in Leeds: an automated check-in and win-back text sequence, done for you',
    );
    expect(generation.offer!.longVersion).toContain('members drop off after the first month');
  });
});
