import { useEffect, useRef, useState } from 'react';
import { ProgressTrack } from '@/components/ui/progress-track';

/** The simulated analysis takes about 2 s (signed-in spec §4). */
export const ANALYSIS_MS = 2_000;
const TICK_MS = 100;

/**
 * A bar that fills over the analysis, then `onDone`. The width only animates for users who
 * have not asked for reduced motion; the value (aria-valuenow) moves either way.
 */
export function AnalysisProgress({ onDone }: { onDone: () => void }) {
  const [percent, setPercent] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const started = performance.now();
    const tick = setInterval(() => {
      const elapsed = performance.now() - started;
      setPercent(Math.min(100, Math.round((elapsed / ANALYSIS_MS) * 100)));
    }, TICK_MS);
    const finish = setTimeout(() => done.current(), ANALYSIS_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(finish);
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm font-medium text-slate-800">
        Analyzing your business description...
      </p>
      <ProgressTrack
        label="Analysis progress"
        percent={percent}
        className="h-2.5 bg-slate-200"
        fillClassName="rounded-full bg-brand motion-safe:transition-[width] motion-safe:duration-100 motion-safe:ease-linear"
      />
    </div>
  );
}
