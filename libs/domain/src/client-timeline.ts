/** A client's timeline on the activity dashboard (issue #18): what happened, newest first. */
import { ENDPOINT_EVENT_INFO } from './client-webhooks';
import { CRM_ROUTE_LABELS, isCrmRoute } from './crm-help';
import { SETUP_STEP_TITLES, isSetupStepKey } from './setup-steps';

export type TimelineKind =
  | 'signed_in'
  | 'started'
  | 'completed'
  | 'onboarding_completed'
  | 'stalled'
  | 'nudged'
  | 'resumed'
  | 'delivered'
  | 'help_opened'
  | 'help_searched'
  | 'help_played'
  | 'step_done';

export interface TimelineEntry {
  /** ISO time. */
  at: string;
  kind: TimelineKind;
  text: string;
}

/** The most entries the detail shows. */
export const TIMELINE_LIMIT = 100;

/**
 * One visit, one 'Signed in': the portal signs a returning client in again on every page load
 * (a fresh device token each time), so a sign-in within this many minutes of the one before
 * (or of the first) belongs to the same visit and gets no entry of its own.
 */
export const VISIT_GAP_MINUTES = 30;

/** One row of the timeline query: `subject` and `detail` mean what each kind says below. */
export interface TimelineFacts {
  kind: TimelineKind;
  /** signed_in: 'first' or 'again'; started/completed: the module title; stalled: the reason;
   *  nudged: the status; resumed: the end reason; delivered: the event type;
   *  help_opened: the CRM page; help_searched: the search; help_played: the module title;
   *  step_done: the setup step's key. */
  subject: string | null;
  /** completed: 'self_reported' or null; nudged: the skip reason or error; delivered: the status;
   *  help_searched and help_played: the CRM page. */
  detail: string | null;
  /** stalled: the stall days; nudged: the reminder's number. */
  count: number | null;
}

/** The endpoint settings' own labels, so the timeline names events as the agency chose them. */
const EVENT_LABELS: Record<string, string> = {
  ...Object.fromEntries(ENDPOINT_EVENT_INFO.map(({ type, label }) => [type, label])),
  test: 'Test event',
};

const DELIVERY_STATUS: Record<string, string> = {
  pending: 'sending',
  succeeded: 'delivered',
  failed: 'failed',
  gone: 'refused (endpoint gone)',
};

/** ' (Contacts)' for a known CRM page, else nothing. */
const onPage = (route: string | null) => (isCrmRoute(route) ? ` (${CRM_ROUTE_LABELS[route]})` : '');

const quoted = (title: string | null) => `“${title ?? 'a removed module'}”`;

/** The entry's sentence, as the agency reads it. */
export function timelineText({ kind, subject, detail, count }: TimelineFacts): string {
  switch (kind) {
    case 'signed_in':
      return subject === 'first' ? 'Signed in for the first time' : 'Signed in';
    case 'started':
      return `Started ${quoted(subject)}`;
    case 'completed':
      return detail === 'self_reported'
        ? `Marked ${quoted(subject)} as done (self-reported)`
        : `Completed ${quoted(subject)}`;
    case 'onboarding_completed':
      return 'Completed onboarding';
    case 'stalled':
      return subject === 'not_started'
        ? `Stalled: had not started ${count ?? ''} days after signing in`.replace('  ', ' ')
        : `Stalled: no activity for ${count ?? ''} days`.replace('  ', ' ');
    case 'nudged':
      if (subject === 'sent') return `Reminder e-mail ${count ?? ''} sent`.replace('  ', ' ');
      if (subject === 'skipped')
        return `Reminder e-mail ${count ?? ''} skipped${detail ? `: ${detail}` : ''}`.replace(
          '  ',
          ' ',
        );
      return `Reminder e-mail ${count ?? ''} could not be sent`.replace('  ', ' ');
    case 'resumed':
      return subject === 'completed' ? 'Finished after stalling' : 'Back after stalling';
    case 'delivered':
      return `“${EVENT_LABELS[subject ?? ''] ?? subject}” event to your endpoint: ${
        DELIVERY_STATUS[detail ?? ''] ?? detail
      }`;
    case 'help_opened':
      return `Opened help in the CRM${onPage(subject)}`;
    case 'help_searched':
      return `Searched help: “${subject ?? ''}”${onPage(detail)}`;
    case 'help_played':
      return `Played ${quoted(subject)} from the CRM${onPage(detail)}`;
    case 'step_done':
      return `Setup step done in HighLevel: ${
        isSetupStepKey(subject) ? SETUP_STEP_TITLES[subject] : (subject ?? '')
      }`;
  }
}
