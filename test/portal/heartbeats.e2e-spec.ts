import type { HeartbeatRequest, ModuleProgress, PortalProgress } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { hostTour, TOUR, watchingClient, portalPost } from './heartbeat-support';

/**
 * Verified watch time (issue #17): the server merges heartbeat ranges and decides completion.
 * The speed budget runs on the time between beats, so tests move the stored clock of the last
 * beat back instead of waiting.
 */
describe('portal heartbeats', () => {
  let stack: AccountsStack;
  const DURATION = 100;

  beforeAll(async () => {
    stack = await startAccountsStack();
    // A hosted 100-second video on one catalogue module: its watching can be measured.
    await hostTour(stack.env.db, DURATION, 'a'.repeat(64));
  });

  afterAll(() => stack?.close());

  const client = (loginEmail = 'viewer@shop.test') => watchingClient(stack, loginEmail);

  const post = (versionId: string, token: string, path: string, body: object) =>
    portalPost(stack, versionId, token, path, body);

  async function beat(
    versionId: string,
    token: string,
    ranges: [number, number][],
    position = ranges.at(-1)?.[1] ?? 0,
    module = TOUR,
  ): Promise<ModuleProgress> {
    const body: HeartbeatRequest = { ...module, ranges, position };
    const res = await post(versionId, token, 'heartbeats', body);
    expect(res.statusCode).toBe(200);
    return res.json().progress;
  }

  /**
   * The player's opening beat (nothing played yet) starts the client's clock, then `seconds`
   * pass: a client's first beat ever gets no bank.
   */
  async function open(versionId: string, token: string, seconds = 10) {
    await beat(versionId, token, [], 0);
    await wait(seconds);
  }

  /** As if `seconds` passed since the client's last beat on the tour. */
  const wait = (seconds: number) =>
    stack.env.db.query(
      `UPDATE module_progress SET beat_at = beat_at - make_interval(secs => $1),
         credit_clock = credit_clock - make_interval(secs => $1)
       WHERE module_id = $2`,
      [seconds, TOUR.moduleId],
    );

  const events = async (versionId: string): Promise<{ type: string; data: unknown }[]> =>
    stack.env.db.query(
      `SELECT type, data FROM outbox_events WHERE data->'version'->>'id' = $1 ORDER BY position`,
      [versionId],
    );

  it('does not complete a module when the client seeks to the end', async () => {
    const { versionId, session } = await client();
    await open(versionId, session.token);
    const progress = await beat(versionId, session.token, [
      [0, 2],
      [98, 100],
    ]);
    expect(progress).toMatchObject({ status: 'watching', watchedSeconds: 4, percent: 4 });
    // A forged beat claiming the whole video earns one beat's worth.
    const forged = await beat(versionId, session.token, [[0, 100]]);
    expect(forged.status).toBe('watching');
    expect(forged.watchedSeconds).toBeLessThan(40);
  });

  it('completes at 90% watched at normal speed, once, with its events', async () => {
    const { versionId, session } = await client();
    await open(versionId, session.token);
    let progress: ModuleProgress | undefined;
    for (let start = 0; start < 90; start += 10) {
      progress = await beat(versionId, session.token, [[start, start + 10]]);
      await wait(10);
    }
    expect(progress).toMatchObject({ status: 'completed', percent: 90, watchedSeconds: 90 });
    const more = await beat(versionId, session.token, [[90, 100]]);
    expect(more).toMatchObject({ status: 'completed', percent: 100 });

    const [completion] = await stack.env.db.query(
      `SELECT self_reported FROM module_completions m JOIN portal_clients c ON c.id = m.client_id
       WHERE c.version_id = $1`,
      [versionId],
    );
    expect(completion).toEqual({ self_reported: false });
    const recorded = await events(versionId);
    expect(recorded.map((event) => event.type)).toEqual([
      'ClientStartedOnboarding',
      'ModuleCompleted',
    ]);
    expect(recorded[1].data).toMatchObject({
      client: { email: 'viewer@shop.test', name: null },
      version: { id: versionId, tier: 'basic' },
      agency: { name: 'Acme' },
      module: { ...{ category_id: TOUR.categoryId, module_id: TOUR.moduleId } },
      self_reported: false,
    });
  });

  it('does not complete a video played through at 4x', async () => {
    const { versionId, session } = await client();
    // The whole 100 s in 25 s of wall time: beats every 10 s carry 40 s of video.
    await open(versionId, session.token);
    let progress = await beat(versionId, session.token, [[0, 40]]);
    await wait(10);
    progress = await beat(versionId, session.token, [[40, 80]]);
    await wait(5);
    progress = await beat(versionId, session.token, [[80, 100]]);
    // Credit keeps to 2x wall time since the opening beat (plus a grace per beat): far from 90%.
    expect(progress.status).toBe('watching');
    expect(progress.watchedSeconds).toBeLessThanOrEqual(2 * (10 + 10 + 5) + 2 * 3);
  });

  it('merges two devices watching different parts at once', async () => {
    const { versionId, session, signIn } = await client();
    const phone = await signIn();
    await open(versionId, session.token);
    await Promise.all([
      beat(versionId, session.token, [[0, 10]]),
      beat(versionId, phone.token, [[50, 60]]),
    ]);
    await wait(10);
    await Promise.all([
      beat(versionId, session.token, [[10, 20]]),
      beat(versionId, phone.token, [[60, 70]]),
    ]);
    const res = await stack.app.inject({
      method: 'GET',
      url: `/api/portal/${versionId}/progress`,
      headers: { authorization: `Bearer ${phone.token}` },
    });
    const { modules } = res.json() as PortalProgress;
    expect(modules).toHaveLength(1);
    expect(modules[0].watchedSeconds).toBeCloseTo(40, 5);
    const [row] = await stack.env.db.query(
      `SELECT watched FROM module_progress p JOIN portal_clients c ON c.id = p.client_id
       WHERE c.version_id = $1`,
      [versionId],
    );
    expect(row.watched).toEqual([0, 20, 50, 70]);
  });

  it('resumes at the last position on another device', async () => {
    const { versionId, session, signIn } = await client();
    await open(versionId, session.token);
    await beat(versionId, session.token, [[0, 7.5]], 7.5);
    const laptop = await signIn();
    expect(laptop.progress).toEqual([
      expect.objectContaining({ ...TOUR, status: 'watching', positionSeconds: 7.5, percent: 7 }),
    ]);
  });

  it('refuses a click on a hosted video and records one on a link as self-reported', async () => {
    const { versionId, session } = await client();
    const hosted = await post(versionId, session.token, 'completions', TOUR);
    expect(hosted.statusCode).toBe(409);
    const link = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
    expect((await post(versionId, session.token, 'completions', link)).statusCode).toBe(200);
    const notTracked = await post(versionId, session.token, 'heartbeats', {
      ...link,
      ranges: [[0, 10]],
      position: 10,
    });
    expect(notTracked.statusCode).toBe(409);
    const progress = (
      await stack.app.inject({
        method: 'GET',
        url: `/api/portal/${versionId}/progress`,
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json() as PortalProgress;
    expect(progress.modules).toEqual([
      expect.objectContaining({ ...link, status: 'self_reported' }),
    ]);
    expect((await events(versionId)).map((event) => event.type)).toEqual(['ModuleCompleted']);
  });

  it('refuses malformed beats, strangers and other versions', async () => {
    const a = await client();
    const b = await client();
    const bad = [
      { ...TOUR, ranges: 'all', position: 1 },
      { ...TOUR, ranges: [[0, 'x']], position: 1 },
      { ...TOUR, ranges: [[0, 1, 2]], position: 1 },
      { ...TOUR, ranges: [[0, 1]], position: -1 },
      { ...TOUR, ranges: Array.from({ length: 51 }, () => [0, 1]), position: 1 },
    ];
    for (const body of bad) {
      expect((await post(a.versionId, a.session.token, 'heartbeats', body)).statusCode).toBe(400);
    }
    const good = { ...TOUR, ranges: [[0, 5]], position: 5 };
    expect((await post(b.versionId, a.session.token, 'heartbeats', good)).statusCode).toBe(401);
    expect((await post(a.versionId, 'nope', 'heartbeats', good)).statusCode).toBe(401);
    const unknown = { ...good, moduleId: 'no-such-module' };
    expect((await post(a.versionId, a.session.token, 'heartbeats', unknown)).statusCode).toBe(404);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM module_progress p JOIN portal_clients c ON c.id = p.client_id
       WHERE c.version_id IN ($1, $2)`,
      [a.versionId, b.versionId],
    );
    expect(n).toBe(0);
  });
});
