import { useId, type ReactNode } from 'react';

/**
 * A tool's white card: its heading and what it does, then the tool. `contain-inline-size`
 * keeps long generated lines scrolling in their own box instead of widening the page.
 */
export function ToolCard({
  title,
  intro,
  action,
  gap = 'gap-6',
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Beside the heading (a section's main button). */
  action?: ReactNode;
  /** The space between the heading and the tool. */
  gap?: 'gap-5' | 'gap-6';
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <div className="flex min-w-0 flex-col gap-1">
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
    </div>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col ${gap} rounded-2xl border border-slate-200 bg-white p-4 shadow-sm contain-inline-size sm:p-6`}
    >
      {action ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
