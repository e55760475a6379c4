import type { SessionContext } from './session-context';

/**
 * Where a signed-in user belongs: an operator the console (never the agency questionnaire),
 * anyone else the app once the initial questions are answered.
 */
export function homePath(session: SessionContext): string {
  if (session.isOperator) return '/admin';
  return session.initialQuestionsCompleted ? '/app' : '/initial-questions';
}
