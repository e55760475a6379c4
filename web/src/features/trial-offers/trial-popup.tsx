import { useEffect, useState } from 'react';
import { offerCountdown, type TrialOffer } from '@retainly/domain';
import { ActionRow } from '@/components/ui/action-row';
import { Button } from '@/components/ui/button';
import { Dialog, type DialogOpenProps } from '@/components/ui/dialog';
import { useAppDialogs } from '@/features/app-shell/use-app-dialogs';
import { popupShownKey } from './offer-copy';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button-styles';

function notShownToday(key: string): boolean {
  try {
    return localStorage.getItem(key) === null;
  } catch {
    return false; // no storage, no way to keep it to once a day: stay quiet
  }
}

/**
 * The once-a-day offer popup (spec §4 'Popup'): opens on load when the offer is live and the
 * day's key for this e-mail is absent, then sets the key so a reload the same day stays quiet.
 */
export function TrialPopup({ offer, email }: { offer: TrialOffer; email: string }) {
  const [shownKey] = useState(() => popupShownKey(email, new Date()));
  const [open, setOpen] = useState(
    () =>
      notShownToday(shownKey) &&
      offerCountdown(new Date(offer.expiresAt), new Date()) !== 'Expired',
  );

  useEffect(() => {
    if (!open) return;
    try {
      localStorage.setItem(shownKey, 'true');
    } catch {
      // Storage off: nothing to remember.
    }
  }, [open, shownKey]);

  return offer.type === 'six-months-free' ? (
    <SixMonthsPopup
      open={open}
      onOpenChange={setOpen}
      paymentLink={offer.paymentLinks?.yearly ?? null}
    />
  ) : (
    <SpinPopup open={open} onOpenChange={setOpen} urgent={offer.urgent} />
  );
}

function SixMonthsPopup({
  open,
  onOpenChange,
  paymentLink,
}: DialogOpenProps & { paymentLink: string | null }) {
  const { openUpgrade } = useAppDialogs();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Get 6 Months Free"
      description="Upgrade to the yearly Pro plan while you are on your trial and pay for 6 months only."
    >
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        <li>Every tool, unlimited, for your whole agency</li>
        <li>Priority support and white-label branding</li>
        <li>This offer ends with day 5 of your trial</li>
      </ul>
      <ActionRow secondary="Maybe Later" onSecondary={() => onOpenChange(false)} gap="gap-2">
        {paymentLink ? (
          <ExternalLink
            href={paymentLink}
            className={buttonClass()}
            onClick={() => onOpenChange(false)}
          >
            Claim 6 Months Free
          </ExternalLink>
        ) : (
          <Button
            onClick={() => {
              onOpenChange(false);
              openUpgrade();
            }}
          >
            Claim 6 Months Free
          </Button>
        )}
      </ActionRow>
    </Dialog>
  );
}

function SpinPopup({ open, onOpenChange, urgent }: DialogOpenProps & { urgent: boolean }) {
  const { openSpinWheel } = useAppDialogs();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={urgent ? 'Last Chance to Spin and Win' : 'Spin to Win a Discount'}
      description="Spin the discount wheel for up to 20% off your upgrade. You have up to 3 spins."
    >
      <ActionRow secondary="Not Now" onSecondary={() => onOpenChange(false)} gap="gap-2">
        <Button
          onClick={() => {
            onOpenChange(false);
            openSpinWheel();
          }}
        >
          {urgent ? 'Final Spin' : 'Spin the Wheel'}
        </Button>
      </ActionRow>
    </Dialog>
  );
}
