import { ACTIVE_SUBACCOUNTS, HIGHLEVEL_EXPERIENCE, MOST_USED_FEATURE } from '@retainly/domain';

/** The four questions (spec §3: q1 6 options, q2 6, q3 8, q4 free text); the api checks the same lists. */
export const QUESTIONS = [
  {
    key: 'highlevelExperience',
    title: 'How long have you been using HighLevel?',
    options: HIGHLEVEL_EXPERIENCE,
  },
  {
    key: 'activeSubaccounts',
    title: 'How many active sub-accounts do you manage?',
    options: ACTIVE_SUBACCOUNTS,
  },
  {
    key: 'mostUsedFeature',
    title: 'Which HighLevel feature do your clients use most?',
    options: MOST_USED_FEATURE,
  },
  { key: 'fullName', title: 'What is your full name?', options: null },
] as const;

export type Answers = Record<(typeof QUESTIONS)[number]['key'], string>;
