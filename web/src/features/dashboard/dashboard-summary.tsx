/**
 * The totals over every client that matches (not just this page). A count of 'onboarded'
 * clients is left out: the api sends no such figure and one page cannot give it honestly.
 */
export function DashboardSummary({
  total,
  averageCompletion,
  helpClients,
  filtered,
}: {
  total: number;
  averageCompletion: number;
  /** Clients who used the help panel inside the CRM in the last 30 days. */
  helpClients: number;
  /** A search or version filter is on, so the figures cover only the matches. */
  filtered: boolean;
}) {
  const note = filtered ? 'Matching the current search or filter' : 'Everyone who opened your link';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <SummaryCard label="Clients" value={String(total)} note={note} />
      <SummaryCard label="Average completion" value={`${averageCompletion}%`} note={note} />
      <SummaryCard
        label="Help in CRM"
        value={String(helpClients)}
        note="Clients who used the help panel in the last 30 days"
      />
    </dl>
  );
}

function SummaryCard({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">{note}</dd>
    </div>
  );
}
