import type { TrialOffer } from '@retainly/domain';

/** The banner's and popup's words per offer; 'Last Chance' when the server marks it urgent. */
export function bannerCopy(offer: TrialOffer): { headline: string; detail: string } {
  if (offer.type === 'six-months-free') {
    return {
      headline: offer.urgent
        ? 'Last Chance: get 6 months free on the yearly Pro plan'
        : 'Get 6 months free on the yearly Pro plan',
      detail: 'Upgrade now and pay for 6 months of the year only.',
    };
  }
  return {
    headline: offer.urgent
      ? 'Last Chance: spin the wheel for up to 20% off'
      : 'Spin the wheel for up to 20% off',
    detail: 'You have up to 3 spins to win a discount on your upgrade.',
  };
}

/** Where each offer's dismissal is remembered for this browser tab. */
export const bannerDismissedKey = (offer: TrialOffer) => `trial-banner-dismissed-${offer.type}`;

/** Spec §3 'Local storage': the popup shows at most once per e-mail per calendar day. */
export const popupShownKey = (email: string, now: Date) =>
  `trial-popup-shown-${email}-${now.toDateString()}`;
