import { ToolCard } from '@/components/tool-kit/tool-card';
import { Button } from '@/components/ui/button';

/** One section of the Automations tab: a tool card with its heading, what it does and an action. */
export function SectionCard(props: Parameters<typeof ToolCard>[0]) {
  return <ToolCard gap="gap-5" {...props} />;
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
