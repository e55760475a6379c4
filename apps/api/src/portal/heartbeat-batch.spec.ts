import type { HeartbeatRequest } from '@retainly/domain';
import { planBatch } from './heartbeat-batch';
import type { BeatContext } from './module-progress.repository';

const now = new Date('2026-01-01T12:00:00Z');
const TOUR = { categoryId: 'setup', moduleId: 'tour' };

const context = (clientId: string, over: Partial<BeatContext> = {}): BeatContext => ({
  now,
  client_id: clientId,
  client_name: null,
  client_email: null,
  client_started_at: new Date(now.getTime() - 60_000),
  version_tier: 'basic',
  agency_id: 'agency',
  agency_name: 'Acme',
  title: 'Tour',
  duration: 100,
  external_url: null,
  stored_duration: null,
  watched: [0, 10],
  revision: 3,
  client_clock: new Date(now.getTime() - 15_000),
  client_first_seen: new Date(now.getTime() - 60_000),
  completed_at: null,
  ...over,
});

const beat = (ranges: [number, number][], module = TOUR): HeartbeatRequest => ({
  ...module,
  ranges,
  position: ranges.at(-1)![1],
});

describe('planBatch', () => {
  it('applies beats of one client+module one after the other and writes one row', () => {
    const plan = planBatch([
      { beat: beat([[10, 20]]), context: context('a') },
      { beat: beat([[20, 30]]), context: context('a') },
    ]);
    expect(plan.writes).toHaveLength(1);
    expect(plan.writes[0]).toMatchObject({ watched: [0, 30], positionSeconds: 30 });
    expect(plan.writes[0].expectedRevision).toBe(3);
    expect(plan.answers.map((answer) => answer?.answer.progress.watchedSeconds)).toEqual([20, 30]);
  });

  it('shares the 2x credit clock between beats of one batch', () => {
    // 15 s of lag allow 32 s of video: the second beat gets only what is left.
    const plan = planBatch([
      { beat: beat([[10, 40]]), context: context('a') },
      { beat: beat([[40, 70]]), context: context('a') },
    ]);
    expect(plan.answers[1]?.answer.progress.watchedSeconds).toBeLessThan(45);
    expect(plan.writes[0].watched).toEqual([0, plan.answers[1]!.answer.progress.watchedSeconds]);
  });

  it("keeps clients and modules apart, and one client's modules on one clock", () => {
    const other = { categoryId: 'setup', moduleId: 'other' };
    const plan = planBatch([
      { beat: beat([[10, 20]]), context: context('a') },
      { beat: beat([[10, 20]]), context: context('b', { watched: null, revision: null }) },
      { beat: beat([[10, 20]], other), context: context('a', { watched: null, revision: null }) },
    ]);
    expect(plan.writes.map((write) => [write.clientId, write.moduleId, write.watched])).toEqual([
      ['a', 'tour', [0, 20]],
      ['b', 'tour', [10, 20]],
      ['a', 'other', [10, 20]],
    ]);
    expect(plan.writes[1].expectedRevision).toBeNull();
    // Both of a's rows are written against the clock the batch read, and its second module's
    // row carries the clock after both beats: 20 s of video moved it on by 10 s.
    const [tour, , second] = plan.writes;
    expect(tour.expectedClientClock).toEqual(context('a').client_clock);
    expect(second.expectedClientClock).toEqual(context('a').client_clock);
    expect(second.creditClock.getTime() - now.getTime()).toBe(-15_000 + 10_000);
  });

  it('shares one budget between beats of one client on many modules', () => {
    // 15 s of lag allow 32 s in all: 22 modules claiming 10 s each get 32 s together.
    const modules = Array.from({ length: 22 }, (_, at) => ({
      categoryId: 'setup',
      moduleId: `m${at}`,
    }));
    const plan = planBatch(
      modules.map((module) => ({
        beat: beat([[0, 10]], module),
        context: context('a', { watched: null, revision: null }),
      })),
    );
    const credited = plan.answers.reduce(
      (sum, a) => sum + (a?.answer.credit.creditedSeconds ?? 0),
      0,
    );
    expect(credited).toBeCloseTo(32, 3);
  });

  it('takes every beat of a client to the single path once one of them must go there', () => {
    const plan = planBatch([
      { beat: beat([[10, 20]]), context: context('a') },
      {
        beat: beat([[80, 90]], { categoryId: 'setup', moduleId: 'x' }),
        context: context('a', { watched: [0, 80] }),
      },
    ]);
    expect(plan.answers).toEqual([null, null]);
    expect(plan.writes).toEqual([]);
  });

  it('leaves errors, first plays, completions and what follows them to the single path', () => {
    const plan = planBatch([
      { beat: beat([[10, 20]]), context: undefined },
      { beat: beat([[10, 20]]), context: context('untracked', { duration: null }) },
      { beat: beat([[10, 20]]), context: context('new', { client_started_at: null }) },
      { beat: beat([[80, 90]]), context: context('c', { watched: [0, 80] }) },
      { beat: beat([[90, 95]]), context: context('c', { watched: [0, 80] }) },
      { beat: beat([[10, 20]]), context: context('d') },
    ]);
    expect(plan.answers.map((answer) => answer !== null)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(plan.keys[4]).toBe('c');
    expect(plan.writes.map((write) => write.clientId)).toEqual(['d']);
  });

  it("credits a YouTube or Vimeo module against its player's duration, kept from the first beat", () => {
    const youtube = { duration: null, external_url: 'https://youtu.be/dQw4w9WgXcQ' };
    const reported = (seconds: number) => ({ ...beat([[10, 20]]), duration: seconds });
    const plan = planBatch([
      { beat: reported(200), context: context('yt', youtube) },
      { beat: reported(30), context: context('yt', youtube) }, // a later, shorter claim
      { beat: reported(50), context: context('kept', { ...youtube, stored_duration: 200 }) },
      { beat: beat([[10, 20]]), context: context('no-length', youtube) },
      {
        beat: reported(200),
        context: context('loom', {
          duration: null,
          external_url: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
        }),
      },
    ]);
    expect(plan.writes.map((write) => [write.clientId, write.durationSeconds])).toEqual([
      ['yt', 200],
      ['kept', 200],
    ]);
    expect(plan.answers.map((answer) => answer !== null)).toEqual([true, true, true, false, false]);
  });
});
