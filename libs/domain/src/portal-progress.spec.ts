import {
  isWatched,
  nextVideo,
  progressOf,
  resumeAt,
  videoKey,
  type ProgressCategories,
} from './portal-progress';

const CATEGORIES: ProgressCategories = [
  { id: 'setup', videos: [{ moduleId: 'tour' }, { moduleId: 'phone' }] },
  { id: 'sales', videos: [{ moduleId: 'inbox' }] },
];

describe('client portal progress', () => {
  it('counts a video as watched from 90 percent, and never on an unknown duration', () => {
    expect(isWatched(0, 100)).toBe(false);
    expect(isWatched(89.9, 100)).toBe(false);
    expect(isWatched(90, 100)).toBe(true);
    expect(isWatched(1.8, 2)).toBe(true);
    expect(isWatched(120, 100)).toBe(true);
    expect(isWatched(50, NaN)).toBe(false);
    expect(isWatched(50, Infinity)).toBe(false);
    expect(isWatched(0, 0)).toBe(false);
    expect(isWatched(NaN, 100)).toBe(false);
  });

  it('resumes where the client stopped, but starts over once the video was watched', () => {
    expect(resumeAt(null, 100)).toBe(0);
    expect(resumeAt(undefined, 100)).toBe(0);
    expect(resumeAt(42, 100)).toBe(42);
    expect(resumeAt(95, 100)).toBe(0);
    expect(resumeAt(500, 100)).toBe(0);
    expect(resumeAt(-3, 100)).toBe(0);
    expect(resumeAt(NaN, 100)).toBe(0);
    // Before the duration is known the saved second is the best guess.
    expect(resumeAt(42, NaN)).toBe(42);
    expect(resumeAt(42, Infinity)).toBe(42);
  });

  it('reports done, total and a whole percent that reaches 100 only when all are done', () => {
    const none = new Set<string>();
    expect(progressOf(CATEGORIES, none)).toEqual({ done: 0, total: 3, percent: 0 });
    const one = new Set([videoKey({ categoryId: 'setup', moduleId: 'phone' })]);
    expect(progressOf(CATEGORIES, one)).toEqual({ done: 1, total: 3, percent: 33 });
    const two = new Set([...one, 'sales/inbox', 'hidden/elsewhere']);
    expect(progressOf(CATEGORIES, two)).toEqual({ done: 2, total: 3, percent: 67 });
    expect(progressOf(CATEGORIES, new Set([...two, 'setup/tour']))).toEqual({
      done: 3,
      total: 3,
      percent: 100,
    });
    expect(progressOf([], none)).toEqual({ done: 0, total: 0, percent: 0 });
    const many = [
      { id: 'c', videos: Array.from({ length: 300 }, (_, i) => ({ moduleId: `${i}` })) },
    ];
    const allButOne = new Set(many[0].videos.slice(1).map((v) => `c/${v.moduleId}`));
    expect(progressOf(many, allButOne).percent).toBe(99);
  });

  it('finds the next video in viewing order, across categories', () => {
    expect(nextVideo(CATEGORIES, { categoryId: 'setup', moduleId: 'tour' })).toEqual({
      categoryId: 'setup',
      moduleId: 'phone',
    });
    expect(nextVideo(CATEGORIES, { categoryId: 'setup', moduleId: 'phone' })).toEqual({
      categoryId: 'sales',
      moduleId: 'inbox',
    });
    expect(nextVideo(CATEGORIES, { categoryId: 'sales', moduleId: 'inbox' })).toBeNull();
    expect(nextVideo(CATEGORIES, { categoryId: 'sales', moduleId: 'gone' })).toBeNull();
  });
});
