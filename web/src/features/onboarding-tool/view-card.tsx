import type { ReactNode } from 'react';

/**
 * One whole view of the tool (welcome, an installer step, the finished setup): a white card
 * labelled by its ViewHeading.
 */
export function ViewCard({
  titleId,
  gap,
  children,
}: {
  titleId: string;
  gap: 'gap-5' | 'gap-6';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col ${gap} rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6`}
    >
      {children}
    </section>
  );
}

/**
 * A view's heading. A move replaces the whole view, and OnboardingTool focuses this heading
 * ([data-view-heading]) so keyboard and screen-reader users continue from it.
 */
export function ViewHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} data-view-heading className="text-xl font-bold focus:outline-none">
      {children}
    </h2>
  );
}
