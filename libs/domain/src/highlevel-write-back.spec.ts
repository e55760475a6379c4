import { writeBackValues, type WriteBackState } from './highlevel-write-back';

const state: WriteBackState = {
  email: 'ana@example.com',
  name: 'Ana',
  versionId: 'v1',
  started: true,
  stalled: false,
  completed: false,
  completedModules: 1,
  visibleModules: 3,
  watchedSeconds: 179,
  lastActivity: new Date('2026-12-06T23:59:00Z'),
  stepsDone: ['calendar-created'],
};

describe('write-back values', () => {
  it('carries progress, whole minutes, steps, the UTC day and the portal link', () => {
    expect(writeBackValues(state, 'https://app.test/')).toEqual({
      fields: {
        progress_percent: 33,
        minutes_watched: 2,
        steps_done: 1,
        last_activity: '2026-12-06',
        portal_link: 'https://app.test/v1',
      },
      tags: ['onboarding-started', 'onboarding-step-calendar-created'],
    });
  });

  it('tags a stall, and drops it once completed', () => {
    expect(writeBackValues({ ...state, stalled: true }, 'https://a').tags).toContain(
      'onboarding-stalled',
    );
    const done = writeBackValues({ ...state, stalled: true, completed: true }, 'https://a');
    expect(done.tags).toEqual([
      'onboarding-completed',
      'onboarding-started',
      'onboarding-step-calendar-created',
    ]);
    expect(done.fields.progress_percent).toBe(100);
  });

  it('tags nothing for a client who has not started', () => {
    const fresh = { ...state, started: false, stepsDone: [], completedModules: 0 };
    expect(writeBackValues(fresh, 'https://a').tags).toEqual([]);
  });
});
