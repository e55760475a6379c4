import type { Ref } from 'react';
import { CodeSnippet } from '@/components/tool-kit/code-snippet';

/** The generated CSS, where to paste it, and a copy button. */
export function BrandingOutput({
  css,
  outdated,
  ref,
}: {
  css: string;
  /** The inputs changed since: the CSS no longer matches the preview. */
  outdated: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="flex min-w-0 flex-col gap-3 border-t border-slate-100 pt-5">
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-slate-800">
        <li>
          In your agency account, open <strong>Agency Settings → Company</strong>.
        </li>
        <li>
          Paste the CSS below at the very top of the <strong>Custom CSS</strong> box, above any CSS
          already there, and save. (Browsers load a font only when its @import line comes first.)
        </li>
      </ol>
      {outdated && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          You have changed your branding since this CSS was generated. Press Generate CSS again to
          update it.
        </p>
      )}
      <CodeSnippet title="Branding CSS" code={css} copyLabel="Copy CSS" language="CSS" />
    </div>
  );
}
