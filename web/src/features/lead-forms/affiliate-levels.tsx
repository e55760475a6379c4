import { useId, useState } from 'react';
import { AFFILIATE_LEVELS } from '@retainly/domain';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * The program's three levels as an accordion (WAI-ARIA pattern): each header is a button with
 * aria-expanded/aria-controls, so Enter and Space toggle it and Tab moves between levels.
 */
export function AffiliateLevels() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([1]));
  const toggle = (level: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(level)) next.add(level);
      return next;
    });

  return (
    <TitledSection
      title="How the program pays you"
      titleClassName="text-center text-3xl font-bold"
      className="mx-auto max-w-3xl px-4 py-16"
    >
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {AFFILIATE_LEVELS.map(({ level, title, text }) => {
          const expanded = open.has(level);
          const buttonId = `${baseId}-level-${level}`;
          const panelId = `${buttonId}-panel`;
          return (
            <div key={level}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(level)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-green-700"
                >
                  {title}
                  <span aria-hidden="true" className="text-2xl leading-none text-green-800">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-slate-700"
              >
                {text}
              </div>
            </div>
          );
        })}
      </div>
    </TitledSection>
  );
}
