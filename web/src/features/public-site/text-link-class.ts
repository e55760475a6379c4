/** An inline link in the marketing pages' running text: green-800 passes WCAG AA on white. */
export const TEXT_LINK_CLASS =
  'font-semibold text-green-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-green-700';
