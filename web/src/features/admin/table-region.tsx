import type { ReactNode } from 'react';

/** A wide table in its own focusable, labelled region, so it scrolls sideways by keyboard too. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="min-w-full text-left text-sm">{children}</table>
    </div>
  );
}
