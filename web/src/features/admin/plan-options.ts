/** The plan select's choices (filter and access form). */
export const PLAN_OPTIONS = [
  { value: 'BASIC', label: 'Basic' },
  { value: 'ADVANCED', label: 'Advanced' },
] as const;
