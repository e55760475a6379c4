/** Placeholder until built (issue #5): the trial banner and the once-a-day popup. */
export function TrialOffers() {
  return null;
}
