import { useId, type ReactNode } from 'react';

/**
 * A tool's white card: its heading and what it does, then the tool. `contain-inline-size`
 * keeps long generated lines scrolling in their own box instead of widening the page.
 */
export function ToolCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm contain-inline-size sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-slate-700">{intro}</p>
      </div>
      {children}
    </section>
  );
}
