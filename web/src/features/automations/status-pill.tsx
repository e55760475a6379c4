import type { ReactNode } from 'react';

/** A small rounded label; its colour repeats what its text says. */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {children}
    </span>
  );
}
