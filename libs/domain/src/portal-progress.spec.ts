import type { ModuleProgress } from './module-progress';
import {
  clockTime,
  continueWatching,
  finishedKeys,
  isFinished,
  newerProgress,
  nextVideo,
  progressOf,
  resumeAt,
  videoKey,
  withProgress,
  type ProgressCategories,
  type VideoRef,
} from './portal-progress';

const TOUR = { categoryId: 'setup', moduleId: 'tour' };
const PHONE = { categoryId: 'setup', moduleId: 'phone' };
// The agency's own module, keyed 'custom' but listed under the setup category.
const WELCOME = { categoryId: 'custom', moduleId: '5f0c8d1e-0000-4000-8000-000000000001' };
const INBOX = { categoryId: 'sales', moduleId: 'inbox' };

const CATEGORIES: ProgressCategories = [{ videos: [TOUR, WELCOME, PHONE] }, { videos: [INBOX] }];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();

function report(video: VideoRef, patch: Partial<ModuleProgress> = {}): ModuleProgress {
  return {
    ...video,
    status: 'watching',
    percent: 10,
    watchedSeconds: 6,
    positionSeconds: 6,
    lastWatchedAt: at(0),
    completedAt: null,
    ...patch,
  };
}
const done = (video: VideoRef, minute: number): ModuleProgress =>
  report(video, {
    status: 'completed',
    percent: 95,
    lastWatchedAt: at(minute),
    completedAt: at(minute),
  });
const indexOf = (...reports: ModuleProgress[]) => withProgress(new Map(), reports);

describe('client portal progress', () => {
  it('resumes where the client stopped, but starts over once the video was watched', () => {
    expect(resumeAt(null, 100)).toBe(0);
    expect(resumeAt(undefined, 100)).toBe(0);
    expect(resumeAt(0, 100)).toBe(0);
    expect(resumeAt(42, 100)).toBe(42);
    expect(resumeAt(89.9, 100)).toBe(89.9);
    expect(resumeAt(90, 100)).toBe(0);
    expect(resumeAt(500, 100)).toBe(0);
    expect(resumeAt(-3, 100)).toBe(0);
    expect(resumeAt(NaN, 100)).toBe(0);
    // Before the duration is known the saved second is the best guess.
    expect(resumeAt(42, NaN)).toBe(42);
    expect(resumeAt(42, Infinity)).toBe(42);
  });

  it('shows a resume position as players do', () => {
    expect([0, 3.9, 83, 600, 3723, -1, NaN].map(clockTime)).toEqual([
      '0:00',
      '0:03',
      '1:23',
      '10:00',
      '1:02:03',
      '0:00',
      '0:00',
    ]);
  });

  it('keys a module by its own category id, so a custom module is not keyed by where it shows', () => {
    expect(videoKey(TOUR)).toBe('setup/tour');
    expect(videoKey(WELCOME)).toBe(`custom/${WELCOME.moduleId}`);
    // A completed custom module counts in the category it is listed under.
    const completed = new Set([videoKey(WELCOME)]);
    expect(progressOf([CATEGORIES[0]], completed)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressOf([CATEGORIES[1]], completed)).toEqual({ done: 0, total: 1, percent: 0 });
    expect(progressOf(CATEGORIES, new Set(['setup/' + WELCOME.moduleId])).done).toBe(0);
  });

  it('reports done, total and a whole percent that reaches 100 only when all are done', () => {
    const none = new Set<string>();
    expect(progressOf(CATEGORIES, none)).toEqual({ done: 0, total: 4, percent: 0 });
    const two = new Set([videoKey(PHONE), 'sales/inbox', 'hidden/elsewhere']);
    expect(progressOf(CATEGORIES, two)).toEqual({ done: 2, total: 4, percent: 50 });
    const all = new Set([...two, videoKey(TOUR), videoKey(WELCOME)]);
    expect(progressOf(CATEGORIES, all)).toEqual({ done: 4, total: 4, percent: 100 });
    expect(progressOf([], none)).toEqual({ done: 0, total: 0, percent: 0 });
    const many = [
      {
        videos: Array.from({ length: 300 }, (_, i) => ({ categoryId: 'c', moduleId: `${i}` })),
      },
    ];
    const allButOne = new Set(many[0].videos.slice(1).map(videoKey));
    expect(progressOf(many, allButOne).percent).toBe(99);
  });

  it('finds the next video in viewing order, across categories and custom modules', () => {
    expect(nextVideo(CATEGORIES, TOUR)).toEqual(WELCOME);
    expect(nextVideo(CATEGORIES, WELCOME)).toEqual(PHONE);
    expect(nextVideo(CATEGORIES, PHONE)).toEqual(INBOX);
    expect(nextVideo(CATEGORIES, INBOX)).toBeNull();
    expect(nextVideo(CATEGORIES, { categoryId: 'sales', moduleId: 'gone' })).toBeNull();
    // The custom module's display category is not its key.
    expect(nextVideo(CATEGORIES, { categoryId: 'setup', moduleId: WELCOME.moduleId })).toBeNull();
  });

  it('counts verified and self-reported modules as finished, nothing else', () => {
    expect(
      (['completed', 'self_reported', 'watching', 'not_started', undefined] as const).map(
        (status) => isFinished(status),
      ),
    ).toEqual([true, true, false, false, false]);
    const index = indexOf(
      done(TOUR, 1),
      report(PHONE),
      report(WELCOME, { status: 'self_reported', completedAt: at(2), lastWatchedAt: null }),
      report(INBOX, { status: 'not_started', percent: 0, watchedSeconds: 0 }),
    );
    expect([...finishedKeys(index)].sort()).toEqual([videoKey(WELCOME), videoKey(TOUR)].sort());
  });

  it('keeps the newer of two reports on a module, whatever order they arrive in', () => {
    const early = report(TOUR, { lastWatchedAt: at(1), watchedSeconds: 10 });
    const late = report(TOUR, { lastWatchedAt: at(2), watchedSeconds: 20, positionSeconds: 20 });
    expect(newerProgress(early, late)).toBe(late);
    expect(newerProgress(late, early)).toBe(late);
    // A completion is never taken back by a stale 'watching' answer.
    const completed = done(TOUR, 1);
    expect(newerProgress(completed, late)).toBe(completed);
    expect(newerProgress(late, completed)).toBe(completed);
    // Same beat time: the larger coverage.
    const more = report(TOUR, { lastWatchedAt: at(1), watchedSeconds: 12 });
    expect(newerProgress(more, early)).toBe(more);

    const index = withProgress(indexOf(late, report(PHONE)), [early, done(INBOX, 3)]);
    expect(index.get('setup/tour')).toBe(late);
    expect([...index.keys()].sort()).toEqual(['sales/inbox', 'setup/phone', 'setup/tour']);
  });

  describe('continue where you left off', () => {
    it('starts a new client at the first module', () => {
      expect(continueWatching(CATEGORIES, new Map())).toEqual(TOUR);
    });

    it('returns to the unfinished module watched most recently', () => {
      const index = indexOf(
        report(PHONE, { lastWatchedAt: at(5) }),
        report(TOUR, { lastWatchedAt: at(3) }),
        done(INBOX, 9), // finished later, but PHONE is still half watched
      );
      expect(continueWatching(CATEGORIES, index)).toEqual(PHONE);
    });

    it('else goes to the first unfinished module after the one completed last', () => {
      const index = indexOf(done(WELCOME, 4), done(TOUR, 2));
      expect(continueWatching(CATEGORIES, index)).toEqual(PHONE);
      // Self-reported counts as completed, keyed by its completion time.
      const selfReported = indexOf(
        done(TOUR, 2),
        report(PHONE, { status: 'self_reported', lastWatchedAt: null, completedAt: at(6) }),
      );
      expect(continueWatching(CATEGORIES, selfReported)).toEqual(INBOX);
    });

    it('else, when nothing unfinished follows the last completion, the first unfinished', () => {
      const index = indexOf(done(INBOX, 7), done(TOUR, 2));
      expect(continueWatching(CATEGORIES, index)).toEqual(WELCOME);
    });

    it('ignores progress on modules the portal no longer shows', () => {
      const index = indexOf(
        report({ categoryId: 'hidden', moduleId: 'gone' }, { lastWatchedAt: at(9) }),
        done({ categoryId: 'hidden', moduleId: 'old' }, 8),
      );
      expect(continueWatching(CATEGORIES, index)).toEqual(TOUR);
    });

    it('is null once every module is finished', () => {
      const index = indexOf(
        done(TOUR, 1),
        done(WELCOME, 2),
        report(PHONE, { status: 'self_reported', completedAt: at(3) }),
        done(INBOX, 4),
      );
      expect(continueWatching(CATEGORIES, index)).toBeNull();
      expect(continueWatching([], new Map())).toBeNull();
    });
  });
});
