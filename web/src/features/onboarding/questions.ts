/** The four questions (spec §3: q1 6 options, q2 6, q3 8, q4 free text); the api checks the same lists. */
export const QUESTIONS = [
  {
    key: 'highlevelExperience',
    title: 'How long have you been using HighLevel?',
    options: [
      'Just getting started',
      'Less than 6 months',
      '6-12 months',
      '1-2 years',
      '2-3 years',
      '3+ years',
    ],
  },
  {
    key: 'activeSubaccounts',
    title: 'How many active sub-accounts do you manage?',
    options: ['0', '1-10', '11-25', '26-50', '51-100', '100+'],
  },
  {
    key: 'mostUsedFeature',
    title: 'Which HighLevel feature do your clients use most?',
    options: [
      'CRM & Contacts',
      'Workflows & Automation',
      'Funnels & Websites',
      'Email Marketing',
      'Calendars & Booking',
      'Conversations',
      'Reputation Management',
      'Memberships & Courses',
    ],
  },
  { key: 'fullName', title: 'What is your full name?', options: null },
] as const;

export type Answers = Record<(typeof QUESTIONS)[number]['key'], string>;
