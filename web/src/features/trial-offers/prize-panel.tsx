import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { SpinResult } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { claimSpin } from './api/claim-spin';

/**
 * A prize and what to do with it: claim (recorded by the server; one per account), copy the
 * code, spin again while spins remain and nothing is claimed, or go to the upgrade with the
 * coupon.
 */
export function PrizePanel({
  prize,
  onClaimed,
  onClaimRefused,
  onSpinAgain,
  onUpgrade,
  focusOnShow,
}: {
  prize: SpinResult;
  onClaimed: (claimed: SpinResult) => void;
  /** The server refused the claim (409: another prize is already claimed). */
  onClaimRefused: () => void;
  /** Absent when no spin is left (or for the previous discount). */
  onSpinAgain?: () => void;
  /** Upgrade With Coupon: the upgrade dialog with this prize's code. */
  onUpgrade: (prize: SpinResult) => void;
  focusOnShow: boolean;
}) {
  const [claiming, setClaiming] = useState(false);
  const copyButtonId = useId();

  async function claim() {
    setClaiming(true);
    try {
      const claimed = await claimSpin(prize.id);
      toast.success('Discount Claimed!', {
        description: `Use code ${claimed.code} for ${claimed.percent}% off when you upgrade.`,
      });
      onClaimed(claimed);
      // The claim button goes away; keep the keyboard user's focus inside the dialog.
      document.getElementById(copyButtonId)?.focus();
    } catch (error) {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) onClaimRefused();
    } finally {
      setClaiming(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(prize.code);
      toast.success('Code Copied!', { description: prize.code });
    } catch {
      toast.error('Could not copy the code. Please copy it by hand.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center justify-center gap-2 text-center text-slate-700">
        Your code:
        <code
          data-testid="prize-code"
          className="rounded-md border border-dashed border-slate-400 bg-slate-50 px-3 py-1 font-mono text-lg font-bold text-slate-900"
        >
          {prize.code}
        </code>
        {prize.claimed && <span className="text-sm font-semibold text-green-800">Claimed</span>}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {!prize.claimed && (
          <Button autoFocus={focusOnShow} disabled={claiming} onClick={() => void claim()}>
            Claim Discount
          </Button>
        )}
        <Button
          id={copyButtonId}
          variant="outline"
          aria-label={`Copy code ${prize.code}`}
          onClick={() => void copy()}
        >
          Copy Code
        </Button>
        {onSpinAgain && (
          <Button variant="outline" onClick={onSpinAgain}>
            Spin Again
          </Button>
        )}
        <Button variant={prize.claimed ? 'primary' : 'outline'} onClick={() => onUpgrade(prize)}>
          Upgrade With Coupon
        </Button>
      </div>
    </div>
  );
}
