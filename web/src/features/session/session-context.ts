/** GET /api/me: the session context (spec §3). */
export interface SessionContext {
  userId: string;
  email: string;
  fullName: string | null;
  approval: 'YES' | 'TRIALING' | 'NO' | null;
  isApproved: boolean;
  isTrialing: boolean;
  trialDaysRemaining: number;
  isTrialExpired: boolean;
  initialQuestionsCompleted: boolean;
  plan: 'BASIC' | 'ADVANCED';
}
