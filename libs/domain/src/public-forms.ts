/** The affiliate application and webinar registration rules (spec §3, §5), client and server. */
export const NETWORK_SIZES = ['1-10', '11-25', '26-50', '51-100', '100+', 'building'] as const;
export type NetworkSize = (typeof NETWORK_SIZES)[number];

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address';

export const AFFILIATE_MESSAGES = {
  required: 'Please fill in all required fields',
  submitted: 'Application submitted successfully',
  failed: 'Something went wrong. Please try again.',
} as const;

export const WEBINAR_MESSAGES = {
  required: 'Please enter your first name and e-mail address',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  sessionGone: 'That session is no longer open. Please pick another one.',
  registered: "You're registered! Check your e-mail for the details.",
  failed: 'Something went wrong. Please try again.',
} as const;

export const WEBINAR_LENGTH_MINUTES = 45;

/** Field limits, enforced by the inputs and again by the api. */
export const FORM_LIMITS = { name: 120, email: 254, company: 160, audience: 2000 } as const;
