import type { OfferGeneration } from '@retainly/domain';

/** Where the offer is, in words: the client only knows what the last poll said. */
export function offerStage(generation: OfferGeneration | null): string {
  if (!generation || generation.status === 'queued') return 'Waiting for a writer...';
  if (generation.attempt <= 1) return 'Writing your offer...';
  return `The AI service was busy, so we are trying again (attempt ${generation.attempt} of ${generation.maxAttempts})...`;
}

/**
 * The stage while the offer is written, over a busy bar. The live region stays in the page
 * when idle (empty): screen readers announce a region's changes, not its first content.
 */
export function OfferProgress({
  waiting,
  generation,
}: {
  waiting: boolean;
  generation: OfferGeneration | null;
}) {
  return (
    <div
      className={
        waiting ? 'flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-4' : ''
      }
    >
      <p role="status" className={waiting ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {waiting ? offerStage(generation) : ''}
      </p>
      {waiting && (
        <>
          <div className="h-2 overflow-hidden rounded-full bg-green-100" aria-hidden="true">
            <div className="h-full w-1/3 rounded-full bg-brand motion-safe:animate-busy-bar" />
          </div>
          <p className="text-xs text-slate-600">
            This usually takes a few seconds. You can leave this page: the offer will be here when
            you come back.
          </p>
        </>
      )}
    </div>
  );
}
