import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** One section of the Automations tab: a white card with its heading and what it does. */
export function SectionCard({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Beside the heading (a section's main button). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm contain-inline-size sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <p className="text-slate-700">{intro}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-10 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

/** A section whose data did not load, with Retry in place. */
export function LoadFailed({
  what,
  retrying,
  onRetry,
}: {
  what: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 p-6 text-center"
    >
      <p className="font-semibold text-slate-900">We couldn&apos;t load {what}.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
