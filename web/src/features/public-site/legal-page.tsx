import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { MarketingLayout } from './marketing-layout';

/** Both legal documents take effect on this date (spec §2). */
export const LEGAL_EFFECTIVE_DATE = '9/18/2025';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A legal document: title, effective date, Back to Home, then numbered readable sections. */
export function LegalPage({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <MarketingLayout>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-semibold text-slate-600">
          Effective {LEGAL_EFFECTIVE_DATE}
        </p>
        <div className="mt-6 rounded-xl bg-slate-50 p-5 text-slate-700">{summary}</div>
        <ol className="mt-8 flex flex-col gap-8">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <h2 className="text-xl font-bold">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
                {section.body}
              </div>
            </li>
          ))}
        </ol>
      </article>
    </MarketingLayout>
  );
}
