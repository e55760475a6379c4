import type { TimelineEntry, TimelineKind } from '@retainly/domain';

const DOT: Record<TimelineKind, string> = {
  signed_in: 'bg-slate-400',
  started: 'bg-sky-500',
  completed: 'bg-brand',
  onboarding_completed: 'bg-brand',
  stalled: 'bg-amber-500',
  nudged: 'bg-violet-500',
  resumed: 'bg-sky-500',
  delivered: 'bg-slate-600',
  help_opened: 'bg-teal-500',
  help_searched: 'bg-teal-500',
  help_played: 'bg-teal-600',
  step_done: 'bg-emerald-600',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** What happened to the client, newest first: a plain list, so it reads the same everywhere. */
export function ClientTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-600">Nothing has happened yet.</p>;
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-2 border-l border-slate-200 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} data-kind={entry.kind} className="relative text-sm">
          <span
            aria-hidden="true"
            className={`absolute -left-[21px] top-1.5 h-2.5 w-2.5 rounded-full ${DOT[entry.kind]}`}
          />
          <span className="text-slate-900">{entry.text}</span>{' '}
          <time dateTime={entry.at} className="whitespace-nowrap text-slate-600">
            {when(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
