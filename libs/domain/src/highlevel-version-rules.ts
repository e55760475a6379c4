/**
 * Which portal version a HighLevel sub-account gets (Settings → HighLevel → Versions): its SaaS
 * plan's rule, else the agency's default, else the basic version. Rules apply when a
 * sub-account is provisioned; one already provisioned keeps its version.
 */

/** One SaaS plan HighLevel reported for the agency's sub-accounts, with its rule if any. */
export interface VersionPlanRule {
  saasPlanId: string;
  /** null: no rule, the plan's sub-accounts get the default. */
  versionId: string | null;
  /** The agency's installed sub-accounts on this plan now. */
  subAccounts: number;
}

/** GET /api/highlevel/version-rules. */
export interface VersionRulesView {
  /** The agency's chosen default; null: the basic version. */
  defaultVersionId: string | null;
  /** The version a sub-account without a plan rule gets now (the default, else the basic). */
  fallbackVersionId: string | null;
  versions: { id: string; tier: string }[];
  plans: VersionPlanRule[];
}

/** PUT /api/highlevel/version-rules: the whole set; a plan left out has no rule. */
export interface VersionRulesChange {
  defaultVersionId: string | null;
  plans: { saasPlanId: string; versionId: string }[];
}

export const VERSION_RULES_NEED_CONNECTION =
  'Connect HighLevel first: version rules apply to your sub-accounts.';
export const VERSION_NOT_YOURS = 'That portal version is not one of yours.';
export const unknownSaasPlan = (saasPlanId: string) =>
  `HighLevel reports no SaaS plan "${saasPlanId}" for your sub-accounts.`;
export const DUPLICATE_PLAN_RULE = 'Each SaaS plan can have one rule only.';
/** The most rules one PUT may carry (more plans than any agency sells). */
export const VERSION_RULES_MAX = 100;
