import type { HeartbeatRequest } from '@retainly/domain';
import { ModuleProgressRepository } from '../../apps/api/src/portal/module-progress.repository';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { hostTour, TOUR, watchingClient } from './heartbeat-support';

/**
 * Group commit (HeartbeatBatcher): beats arriving together share one read and one write, and
 * must come out exactly as if each had been applied on its own, in arrival order.
 */
describe('portal heartbeats in batches', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
    await hostTour(stack.env.db, 100, 'b'.repeat(64));
  });

  afterAll(() => stack?.close());

  const client = () => watchingClient(stack, 'v@shop.test');

  const post = (
    versionId: string,
    token: string,
    ranges: [number, number][],
    position = ranges.at(-1)?.[1] ?? 0,
    module = TOUR,
  ) => {
    const body: HeartbeatRequest = { ...module, ranges, position };
    return stack.app.inject({
      method: 'POST',
      url: `/api/portal/${versionId}/heartbeats`,
      headers: {
        'content-type': 'application/json',
        'x-retainly-client': 'web',
        authorization: `Bearer ${token}`,
      },
      payload: JSON.stringify(body),
    });
  };

  const passSeconds = (seconds: number) =>
    stack.env.db.query(
      `UPDATE module_progress SET beat_at = beat_at - make_interval(secs => $1),
         credit_clock = credit_clock - make_interval(secs => $1)`,
      [seconds],
    );

  /** Each client's opening beat (nothing played yet), then 10 s pass: a 22 s budget each. */
  async function openClocks(clients: { versionId: string; token: string }[]) {
    for (const { versionId, token } of clients) {
      expect((await post(versionId, token, [], 0)).statusCode).toBe(200);
    }
    await passSeconds(10);
  }

  const fourSeconds = (from: number, count: number) =>
    Array.from({ length: count }, (_, at): [number, number][] => [
      [from + 4 * at, from + 4 * at + 4],
    ]);

  it('credits many concurrent beats exactly, beside failing ones', async () => {
    const a = await client();
    const phone = (await a.signIn()).token;
    const others = [await client(), await client(), await client()];
    // Opening beats start the clients' clocks, first plays start the clients (their own
    // transaction); then 15 s pass, a 32 s budget.
    await openClocks([a, ...others]);
    for (const { versionId, token } of [a, ...others]) {
      expect((await post(versionId, token, [[0, 10]])).statusCode).toBe(200);
    }
    await passSeconds(15);

    const repository = stack.app.get(ModuleProgressRepository);
    const contexts = jest.spyOn(repository, 'beatContexts');
    const writes = jest.spyOn(repository, 'writeMany');
    const beats = [
      ...fourSeconds(10, 3).map((ranges) => ({ who: a, token: a.token, ranges })),
      ...fourSeconds(50, 3).map((ranges) => ({ who: a, token: phone, ranges })),
      ...others.flatMap((who) =>
        fourSeconds(10, 4).map((ranges) => ({ who, token: who.token, ranges })),
      ),
    ];
    const [answers, stranger, unknown] = await Promise.all([
      Promise.all(beats.map(({ who, token, ranges }) => post(who.versionId, token, ranges))),
      post(a.versionId, 'nope', [[0, 5]]),
      post(a.versionId, a.token, [[0, 5]], 5, { ...TOUR, moduleId: 'no-such-module' }),
    ]);
    expect(stranger.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(answers.map((res) => res.statusCode)).toEqual(beats.map(() => 200));
    // They did share reads: at least one read held several beats.
    expect(Math.max(...contexts.mock.calls.map(([keys]) => keys.length))).toBeGreaterThan(1);
    const rowsWritten = await Promise.all(writes.mock.results.map((result) => result.value));
    expect(rowsWritten.flat().length).toBeGreaterThan(0);
    contexts.mockRestore();
    writes.mockRestore();

    const watched = async (versionId: string) =>
      (
        await stack.env.db.query(
          `SELECT watched FROM module_progress p JOIN portal_clients c ON c.id = p.client_id
           WHERE c.version_id = $1`,
          [versionId],
        )
      ).map((row: { watched: number[] }) => row.watched);
    expect(await watched(a.versionId)).toEqual([[0, 22, 50, 62]]);
    for (const other of others) expect(await watched(other.versionId)).toEqual([[0, 26]]);
    // Each answer tells its own beat's state: the last of a client's answers has it all.
    const seconds = answers.map((res) => res.json().progress.watchedSeconds as number);
    expect(Math.max(...seconds.slice(0, 6))).toBeCloseTo(34, 5);
    expect(Math.max(...seconds.slice(6))).toBeCloseTo(26, 5);
  });

  it('writes only the clients whose rows and clock did not move since the batch read them', async () => {
    const a = await client();
    const b = await client();
    await openClocks([a, b]);
    for (const { versionId, token } of [a, b]) {
      expect((await post(versionId, token, [[0, 10]])).statusCode).toBe(200);
    }
    const rows: { client_id: string; revision: number; clock: Date }[] = await stack.env.db.query(
      `SELECT p.client_id, p.revision, p.credit_clock AS clock FROM module_progress p
         JOIN portal_clients c ON c.id = p.client_id WHERE c.version_id IN ($1, $2)
        ORDER BY c.version_id = $1 DESC`,
      [a.versionId, b.versionId],
    );
    const write = (
      row: { client_id: string; revision: number; clock: Date },
      expectedRevision: number,
      expectedClientClock = row.clock,
    ) => ({
      clientId: row.client_id,
      ...TOUR,
      watched: [0, 20],
      watchedSeconds: 20,
      durationSeconds: 100,
      positionSeconds: 20,
      beatAt: new Date(),
      creditClock: new Date(),
      completedAt: null,
      expectedRevision,
      expectedClientClock,
    });
    // Another api process wrote a's row after this batch read it.
    const written = await stack.app
      .get(ModuleProgressRepository)
      .writeMany([write(rows[0], rows[0].revision - 1), write(rows[1], rows[1].revision)]);
    expect(written.map((row) => row.client_id)).toEqual([rows[1].client_id]);
    const after: { watched: number[] }[] = await stack.env.db.query(
      `SELECT watched FROM module_progress WHERE client_id = ANY($1) ORDER BY client_id = $2 DESC`,
      [rows.map((row) => row.client_id), rows[0].client_id],
    );
    expect(after.map((row) => row.watched)).toEqual([
      [0, 10],
      [0, 20],
    ]);
  });
});
