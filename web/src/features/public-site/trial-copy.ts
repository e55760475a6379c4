/**
 * What the 7-day trial gives, for every page that mentions it after a call. While trialing only
 * the platform walkthrough is open; every other tool is locked until a plan is chosen (spec
 * signed-in-app §1 and its access rule), so no page may promise using the tools with clients.
 */
export const TRIAL_AFTER_CALL =
  'After the call we set you up with a 7-day free trial: the platform walkthrough shows you every tool, and the tools open for your own clients once you choose a plan.';
