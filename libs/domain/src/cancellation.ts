/** The cancellation wizard (signed-in spec §2, §5, §9). */
export const CANCELLATION_REASONS = [
  'Missing features',
  'Having trouble setting up',
  'Too expensive',
  'Not using enough',
  'Technical issues',
  'Unsatisfactory customer experience',
  'Went out of business',
  'Signing up for a different account',
  'Switching to a different product',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Each step's validation: a toast title and its description. */
export const CANCELLATION_MESSAGES = {
  reason: { title: 'Please select a reason', description: 'You must select a reason to continue.' },
  onboardingCall: {
    title: 'Please select an option',
    description: "You must select whether you've had your onboarding call.",
  },
  confirm: {
    title: 'Please confirm',
    description: 'You must check the confirmation box to proceed.',
  },
  canceled: { title: 'Account Canceled', description: "We're sorry to see you go!" },
  failed: { title: 'Error', description: 'Failed to cancel account. Please try again.' },
} as const;

export const CANCEL_REDIRECT_MS = 3_000;
export const PROFILE_LIMITS = { fullName: 120, agencyName: 120 } as const;
