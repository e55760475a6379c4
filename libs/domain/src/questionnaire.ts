/**
 * The initial questionnaire (spec: 4 questions; q1 6 options, q2 6, q3 8, q4 free text).
 * The spec lists only q2's values; q1's and q3's wording is ours (README, 'Decisions').
 */
export const HIGHLEVEL_EXPERIENCE = [
  'Just getting started',
  'Less than 6 months',
  '6-12 months',
  '1-2 years',
  '2-3 years',
  '3+ years',
] as const;

export const ACTIVE_SUBACCOUNTS = ['0', '1-10', '11-25', '26-50', '51-100', '100+'] as const;

export const MOST_USED_FEATURE = [
  'CRM & Contacts',
  'Workflows & Automation',
  'Funnels & Websites',
  'Email Marketing',
  'Calendars & Booking',
  'Conversations',
  'Reputation Management',
  'Memberships & Courses',
] as const;

export const FULL_NAME_MAX_LENGTH = 100;
