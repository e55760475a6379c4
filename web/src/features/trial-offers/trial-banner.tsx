import { useState } from 'react';
import { offerCountdown, type TrialOffer } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useAppDialogs } from '@/features/app-shell/use-app-dialogs';
import { bannerCopy, bannerDismissedKey } from './offer-copy';
import { useNow } from './use-now';

function readDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** The offer strip above the tools: its words, a live countdown, its action and a close button. */
export function TrialBanner({ offer }: { offer: TrialOffer }) {
  const { openUpgrade, openSpinWheel } = useAppDialogs();
  const now = useNow(1_000);
  const dismissKey = bannerDismissedKey(offer);
  const [dismissed, setDismissed] = useState(() => readDismissed(dismissKey));
  const countdown = offerCountdown(new Date(offer.expiresAt), now);
  if (dismissed || countdown === 'Expired') return null;

  const { headline, detail } = bannerCopy(offer);
  const isSpin = offer.type === 'spin-to-win';
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissKey, 'true');
    } catch {
      // Storage may be off (private mode); the banner still closes for this page view.
    }
    setDismissed(true);
  };

  return (
    <section
      role="region"
      aria-label="Trial offer"
      className="relative flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 pr-12 text-slate-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-green-900">{headline}</p>
        <p className="text-sm text-slate-700">{detail}</p>
        <p className="text-sm text-slate-700">
          Offer ends in{' '}
          {/* A timer is not announced on each tick (its implicit aria-live is off). */}
          <span role="timer" className="font-mono font-semibold text-slate-900">
            {countdown}
          </span>
        </p>
      </div>
      <Button className="shrink-0" onClick={isSpin ? openSpinWheel : openUpgrade}>
        {isSpin ? 'Spin Now' : 'Claim Offer'}
      </Button>
      <button
        type="button"
        aria-label="Dismiss offer"
        onClick={dismiss}
        className="absolute right-2 top-2 rounded px-2 py-1 text-slate-600 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        ✕
      </button>
    </section>
  );
}
