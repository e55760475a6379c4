import type { SessionContext } from './session-context';

export type Plan = SessionContext['plan'];

/** What each paid plan may upgrade to (signed-in spec §6): Basic to Advanced; Advanced is the top. */
export const PLAN_UPGRADES: Record<Plan, Plan | null> = { BASIC: 'ADVANCED', ADVANCED: null };

/**
 * What Upgrade Plan offers an account: anyone not paying yet buys the Pro plan of the spec's
 * upgrade dialog (trial prices, the six-months offer, wheel coupons); a paying account moves up
 * one plan, or is told it is on the top plan (never offered the price it already pays).
 */
export type UpgradeOffer = { kind: 'pro' } | { kind: 'plan'; to: Plan } | { kind: 'top-plan' };

export function upgradeOffer(account: Pick<SessionContext, 'approval' | 'plan'>): UpgradeOffer {
  if (account.approval !== 'YES') return { kind: 'pro' };
  const to = PLAN_UPGRADES[account.plan];
  return to ? { kind: 'plan', to } : { kind: 'top-plan' };
}
