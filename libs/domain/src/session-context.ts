/** The session context of spec §3, as GET /api/me returns it and the web app reads it. */
export interface SessionContext {
  userId: string;
  email: string;
  fullName: string | null;
  agencyName: string | null;
  approval: 'YES' | 'TRIALING' | 'NO' | null;
  isApproved: boolean;
  isTrialing: boolean;
  trialDaysRemaining: number;
  isTrialExpired: boolean;
  initialQuestionsCompleted: boolean;
  plan: 'BASIC' | 'ADVANCED';
  /** The questionnaire's q2; the trial overlay recommends a plan from it. */
  activeSubaccounts: string | null;
  /** May open the operator console at /admin. */
  isOperator: boolean;
}
