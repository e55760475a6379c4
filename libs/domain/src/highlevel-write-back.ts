import { completionPercentOf, portalLink } from './client-webhooks';

/** The contact custom fields write-back keeps in the agency's own location, by our key. */
export const WRITE_BACK_FIELDS = [
  { key: 'progress_percent', name: 'Onboarding progress %', dataType: 'NUMERICAL' },
  { key: 'minutes_watched', name: 'Onboarding minutes watched', dataType: 'NUMERICAL' },
  { key: 'steps_done', name: 'Onboarding steps done', dataType: 'NUMERICAL' },
  { key: 'last_activity', name: 'Onboarding last activity', dataType: 'DATE' },
  { key: 'portal_link', name: 'Onboarding portal link', dataType: 'TEXT' },
] as const;

export type WriteBackFieldKey = (typeof WRITE_BACK_FIELDS)[number]['key'];

export const WRITE_BACK_TAGS = {
  started: 'onboarding-started',
  stalled: 'onboarding-stalled',
  completed: 'onboarding-completed',
} as const;

/** The tag a setup step done puts on the contact. */
export const stepTag = (step: string) => `onboarding-step-${step}`;

/** What PostgreSQL says of one client when their write-back runs. */
export interface WriteBackState {
  email: string;
  name: string | null;
  versionId: string;
  started: boolean;
  stalled: boolean;
  completed: boolean;
  completedModules: number;
  visibleModules: number;
  watchedSeconds: number;
  lastActivity: Date;
  stepsDone: readonly string[];
}

export interface WriteBackValues {
  fields: Record<WriteBackFieldKey, string | number>;
  /** Every tag the contact should carry from us, sorted. */
  tags: string[];
}

/** The contact's fields and tags for a client's state (dates in UTC, minutes whole). */
export function writeBackValues(state: WriteBackState, appUrl: string): WriteBackValues {
  const tags = [
    ...(state.started ? [WRITE_BACK_TAGS.started] : []),
    // A completed client is no longer stalled, whatever the sweep has not closed yet.
    ...(state.stalled && !state.completed ? [WRITE_BACK_TAGS.stalled] : []),
    ...(state.completed ? [WRITE_BACK_TAGS.completed] : []),
    ...state.stepsDone.map(stepTag),
  ].sort();
  return {
    fields: {
      progress_percent: state.completed
        ? 100
        : completionPercentOf(state.completedModules, state.visibleModules),
      minutes_watched: Math.floor(state.watchedSeconds / 60),
      steps_done: state.stepsDone.length,
      last_activity: state.lastActivity.toISOString().slice(0, 10),
      portal_link: portalLink(appUrl, state.versionId),
    },
    tags,
  };
}
