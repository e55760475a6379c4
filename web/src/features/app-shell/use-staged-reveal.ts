import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/**
 * How many of a sequence's parts are shown: each appears at its delay (ms after mount). With
 * reduced motion everything is shown at once.
 */
export function useStagedReveal(delays: readonly number[]): number {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (reducedMotion) return;
    const timers = delays.map((delay, index) => setTimeout(() => setShown(index + 1), delay));
    return () => timers.forEach(clearTimeout);
  }, [delays, reducedMotion]);
  return reducedMotion ? delays.length : shown;
}
