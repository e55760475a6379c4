import type { QuestionnaireAnswersRequest, SessionContext } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import type { Answers } from '../questions';

/** POST /api/onboarding/questionnaire: the new user's answers; the answer is the updated session. */
export const submitQuestionnaire = (answers: Answers) =>
  api<SessionContext>('/onboarding/questionnaire', {
    method: 'POST',
    body: jsonBody<QuestionnaireAnswersRequest>(answers),
  });
