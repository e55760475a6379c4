import type { OutcomeSettings, OutcomeSettingsRequest, StallDays } from '@retainly/domain';

/** The database's limits on the wording (agency_outcome_settings). */
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 2000;

/** What the 'Reminder e-mails' form edits. */
export interface NudgeDraft {
  nudgesEnabled: boolean;
  stallDays: StallDays;
  nudgeSubject: string;
  nudgeMessage: string;
}

export const draftOf = (settings: OutcomeSettings): NudgeDraft => ({
  nudgesEnabled: settings.nudgesEnabled,
  stallDays: settings.stallDays,
  nudgeSubject: settings.nudgeSubject,
  nudgeMessage: settings.nudgeMessage,
});

export type NudgeDraftErrors = Partial<Record<'nudgeSubject' | 'nudgeMessage', string>>;

/** The draft's problems, one message per field (the forms' own checks, as elsewhere). */
export function nudgeDraftErrors(draft: NudgeDraft): NudgeDraftErrors {
  const errors: NudgeDraftErrors = {};
  const subject = draft.nudgeSubject.trim();
  const message = draft.nudgeMessage.trim();
  if (!subject) errors.nudgeSubject = 'Enter a subject, or press Reset to default.';
  else if (subject.length > SUBJECT_MAX) {
    errors.nudgeSubject = `Keep the subject to ${SUBJECT_MAX} characters or fewer.`;
  }
  if (!message) errors.nudgeMessage = 'Enter a message, or press Reset to default.';
  else if (message.length > MESSAGE_MAX) {
    errors.nudgeMessage = `Keep the message to ${MESSAGE_MAX} characters or fewer.`;
  }
  return errors;
}

/**
 * What is saved: wording equal to the default is sent empty, so the agency keeps getting our
 * default (and its improvements) until it writes its own.
 */
export function changesOf(draft: NudgeDraft, settings: OutcomeSettings): OutcomeSettingsRequest {
  const own = (text: string, fallback: string) =>
    text.trim() === fallback.trim() ? '' : text.trim();
  return {
    nudgesEnabled: draft.nudgesEnabled,
    stallDays: draft.stallDays,
    nudgeSubject: own(draft.nudgeSubject, settings.defaults.nudgeSubject),
    nudgeMessage: own(draft.nudgeMessage, settings.defaults.nudgeMessage),
  };
}

export const sameDraft = (a: NudgeDraft, b: NudgeDraft) =>
  a.nudgesEnabled === b.nudgesEnabled &&
  a.stallDays === b.stallDays &&
  a.nudgeSubject === b.nudgeSubject &&
  a.nudgeMessage === b.nudgeMessage;
