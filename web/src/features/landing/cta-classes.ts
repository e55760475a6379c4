/*
 * Filled calls to action use green-700 (5.0:1 under white text) rather than the brand green
 * (#16a34a, 3.3:1), which fails WCAG AA contrast at button text size.
 */
const base =
  'inline-flex items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

export const FILLED_CTA = `${base} bg-green-700 text-white hover:bg-green-800`;
export const OUTLINE_CTA = `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;
