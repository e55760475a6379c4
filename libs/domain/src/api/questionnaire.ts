/**
 * The new user's questionnaire (apps/api/src/onboarding, to become questionnaire): POST
 * /api/onboarding/questionnaire takes the answers and answers the updated SessionContext.
 */

/** Each choice is one of the options in ../questionnaire.ts. */
export interface QuestionnaireAnswersRequest {
  highlevelExperience: string;
  activeSubaccounts: string;
  mostUsedFeature: string;
  fullName: string;
}
