import { useSession } from '@/features/session/api/use-session';
import { TrialBanner } from './trial-banner';
import { TrialPopup } from './trial-popup';
import { useTrialOffer } from './api/get-trial-offer';

/**
 * The trial's offer banner and once-a-day popup, both driven by the offer the server reports
 * (GET /api/trial/offer); nothing shows outside an offer window or after the trial ends.
 */
export function TrialOffers() {
  const { session } = useSession();
  const trialing = !!session && session.isTrialing && !session.isTrialExpired;
  const offer = useTrialOffer(trialing)?.offer ?? null;
  if (!trialing || !offer) return null;
  // Each offer starts fresh (its own dismissal, its own popup decision).
  const identity = `${offer.type}-${offer.expiresAt}`;
  return (
    <>
      <TrialBanner key={identity} offer={offer} />
      <TrialPopup key={`${identity}-${session.email}`} offer={offer} email={session.email} />
    </>
  );
}
