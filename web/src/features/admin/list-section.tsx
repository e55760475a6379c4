import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { plural } from '@/lib/plural';

/** The console's filter row (search field, selects, export button). */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      {children}
    </div>
  );
}

/** A console list's rows: one bordered box, a line between rows. */
export function RowList({ children }: { children: ReactNode }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {children}
    </ul>
  );
}

/** A console page: its heading, then the controls, count, list or table and pager it is given. */
export function ListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      heading="h1"
      titleClassName="text-2xl font-bold"
      className="flex min-w-0 flex-col gap-4"
    >
      {children}
    </TitledSection>
  );
}

/** The load error, if any, and the count ('3 leads', or 'Loading leads...' until the answer). */
export function ListCount({
  query,
  noun,
  error,
}: {
  query: { data?: { total: number }; isError: boolean };
  /** Singular noun of the count, e.g. 'lead'. */
  noun: string;
  error: string;
}) {
  return (
    <>
      {query.isError && <p role="alert">{error}</p>}
      <p role="status" className="text-sm text-slate-600">
        {query.data ? plural(query.data.total, noun) : `Loading ${noun}s...`}
      </p>
    </>
  );
}
