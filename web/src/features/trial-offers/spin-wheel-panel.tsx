import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SPIN_DURATION_MS, SPIN_MESSAGES, type SpinResult, type SpinState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PrizePanel } from './prize-panel';
import { useSpinState } from './api/get-spins';
import { spinWheel } from './api/spin-wheel';
import { landingRotation } from './wheel-geometry';
import { WheelGraphic } from './wheel-graphic';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel and its controls. The server picks the prize; the wheel then turns to land that
 * segment under the pointer and the prize is revealed when it stops.
 */
export function SpinWheelPanel({ onUpgrade }: { onUpgrade: (prize: SpinResult) => void }) {
  const client = useQueryClient();
  const spinState = useSpinState(true);
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [prize, setPrize] = useState<SpinResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revealTimer = useRef<number | undefined>(undefined);
  const spinButton = useRef<HTMLDivElement>(null);

  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  const state = spinState.data;
  const updateState = (update: (old: SpinState) => SpinState) =>
    client.setQueryData<SpinState>(queryKeys.trialSpins, (old) => old && update(old));

  async function spin() {
    if (spinning) return;
    setSpinning(true);
    setError(null);
    setPrize(null);
    // Spin Again replaces the prize panel: keep focus on the (busy) Spin button.
    requestAnimationFrame(() => spinButton.current?.querySelector('button')?.focus());
    try {
      const { spinsLeft, ...result } = await spinWheel();
      const duration = prefersReducedMotion() ? 0 : SPIN_DURATION_MS;
      setDurationMs(duration);
      setRotation((current) => landingRotation(current, result.segmentIndex));
      revealTimer.current = window.setTimeout(() => {
        setPrize(result);
        setSpinning(false);
        updateState((old) => ({
          ...old,
          spinsUsed: old.maxSpins - spinsLeft,
          spinsLeft,
          lastPrize: result,
        }));
      }, duration);
    } catch (failure) {
      setSpinning(false);
      setError(errorMessage(failure));
      void client.invalidateQueries({ queryKey: queryKeys.trialSpins });
    }
  }

  const onClaimed = (claimed: SpinResult) => {
    setPrize((current) => (current?.id === claimed.id ? claimed : current));
    updateState((old) => ({
      ...old,
      lastPrize: old.lastPrize?.id === claimed.id ? claimed : old.lastPrize,
      claimedPrize: claimed,
    }));
  };
  // Refused (another prize was claimed, in another tab): the server's state shows which.
  const onClaimRefused = () => void client.invalidateQueries({ queryKey: queryKeys.trialSpins });
  // What either prize panel (this spin's, or the one claimed before) reports back.
  const prizeEvents = { onClaimed, onClaimRefused, onUpgrade };

  const spinsLeft = state?.spinsLeft;
  // One discount per account: once claimed, the wheel shows it and spins no more.
  const claimedPrize = state?.claimedPrize ?? null;
  const finished = !prize && !spinning && (spinsLeft === 0 || claimedPrize !== null);
  const previous = claimedPrize ?? state?.lastPrize ?? null;

  return (
    <div className="flex flex-col gap-4">
      <WheelGraphic rotation={rotation} durationMs={durationMs} />
      <div role="status" className="min-h-7 text-center text-lg font-bold text-slate-900">
        {spinning && 'Spinning...'}
        {prize && `You won ${prize.percent}% off!`}
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-center text-sm text-red-800">
          {error}
        </p>
      )}
      {prize && (
        <PrizePanel
          prize={prize}
          focusOnShow
          onSpinAgain={spinsLeft && !prize.claimed ? () => void spin() : undefined}
          {...prizeEvents}
        />
      )}
      {finished && (
        <>
          <p className="text-center text-slate-700">
            {spinsLeft === 0 ? SPIN_MESSAGES.noSpinsLeft : 'You have claimed your discount.'}
          </p>
          {previous && (
            <>
              <p className="text-center font-semibold text-slate-900">
                Your previous discount: {previous.percent}% off
              </p>
              <PrizePanel prize={previous} focusOnShow={false} {...prizeEvents} />
            </>
          )}
        </>
      )}
      {!prize && !finished && (
        <div ref={spinButton} className="flex flex-col items-center gap-2">
          <Button
            className="w-full max-w-xs aria-disabled:cursor-not-allowed aria-disabled:bg-green-300"
            // aria-disabled rather than disabled: the button keeps keyboard focus while busy.
            aria-disabled={spinning || !state}
            onClick={() => {
              if (state) void spin();
            }}
          >
            {spinning ? 'Spinning...' : 'Spin'}
          </Button>
          <p className="text-sm text-slate-700">
            {state
              ? `Spins left: ${state.spinsLeft} of ${state.maxSpins}`
              : spinState.isError
                ? errorMessage(spinState.error)
                : 'Loading your spins...'}
          </p>
        </div>
      )}
    </div>
  );
}
