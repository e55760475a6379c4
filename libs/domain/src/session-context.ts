/** The session context of spec §3, as GET /api/me returns it and the web app reads it. */
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
