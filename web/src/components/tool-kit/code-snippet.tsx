import { useId } from 'react';
import { CopyButton } from '@/components/tool-kit/copy-button';

/** A generated snippet to paste into the platform, with its own copy button. */
export function CodeSnippet({
  title,
  code,
  copyLabel,
  language,
}: {
  title: string;
  code: string;
  copyLabel: string;
  language: 'CSS' | 'JAVASCRIPT';
}) {
  const titleId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <CopyButton text={code} label={copyLabel} language={language} />
      </div>
      {/* Focusable so keyboard users can scroll long lines (a scrollable region). */}
      <pre
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:text-sm"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
