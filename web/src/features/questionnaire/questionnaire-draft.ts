import { FULL_NAME_MAX_LENGTH } from '@retainly/domain';
import { QUESTIONS, type Answers } from './questions';

/**
 * The questionnaire in progress, kept on this device per user so a reload (or coming back from
 * the confirmation e-mail) does not lose answers; cleared once they are saved. Storage can be
 * blocked: then the draft is simply not kept.
 */
export interface QuestionnaireDraft {
  index: number;
  answers: Answers;
}

const draftKey = (userId: string) => `retainly:questionnaire-draft:${userId}`;

export const EMPTY_ANSWERS: Answers = {
  highlevelExperience: '',
  activeSubaccounts: '',
  mostUsedFeature: '',
  fullName: '',
};

/** The saved draft, keeping only answers that are still valid choices. */
export function loadDraft(userId: string): QuestionnaireDraft {
  try {
    const saved = JSON.parse(localStorage.getItem(draftKey(userId)) ?? 'null') as {
      index?: unknown;
      answers?: Record<string, unknown>;
    } | null;
    const answers = { ...EMPTY_ANSWERS };
    for (const question of QUESTIONS) {
      const value = saved?.answers?.[question.key];
      const valid =
        typeof value === 'string' &&
        value.length <= FULL_NAME_MAX_LENGTH &&
        (question.options === null || (question.options as readonly string[]).includes(value));
      if (valid) answers[question.key] = value;
    }
    // Never past an unanswered question.
    const answered = QUESTIONS.findIndex((question) => !answers[question.key].trim());
    const furthest = answered === -1 ? QUESTIONS.length - 1 : answered;
    const index = typeof saved?.index === 'number' ? Math.trunc(saved.index) : 0;
    return { index: Math.min(Math.max(index, 0), furthest), answers };
  } catch {
    return { index: 0, answers: { ...EMPTY_ANSWERS } };
  }
}

export function saveDraft(userId: string, draft: QuestionnaireDraft) {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Blocked or full: the draft is a convenience.
  }
}

export function clearDraft(userId: string) {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
