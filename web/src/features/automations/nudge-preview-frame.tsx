import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from './use-debounced-value';
import { nudgePreviewQuery } from './api/nudge-preview';

const PREVIEW_DELAY_MS = 500;

/**
 * The reminder as a sample client would get it, rendered by the api from the wording being
 * edited (after a pause in typing). The e-mail's HTML runs in a sandboxed frame: no scripts,
 * no access to this page.
 */
export function NudgePreviewFrame({ subject, message }: { subject: string; message: string }) {
  const wording = useDebouncedValue({ subject, message }, PREVIEW_DELAY_MS);
  const preview = useQuery(nudgePreviewQuery(wording.subject, wording.message));
  const stale = preview.isPlaceholderData || preview.isFetching;

  return (
    <section aria-labelledby="nudge-preview-title" className="flex min-w-0 flex-col gap-2">
      <h4 id="nudge-preview-title" className="text-sm font-semibold text-slate-900">
        Preview
      </h4>
      {preview.isError && !preview.data ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          The preview could not be shown. Your wording can still be saved.
        </p>
      ) : !preview.data ? (
        <div role="status" className="h-96 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">Loading the preview...</span>
        </div>
      ) : (
        <div
          aria-busy={stale || undefined}
          className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-opacity ${stale ? 'opacity-70' : ''}`}
        >
          <p className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words">
            <span className="text-slate-600">Subject: </span>
            <span data-testid="nudge-preview-subject" className="font-semibold text-slate-900">
              {preview.data.subject}
            </span>
          </p>
          <iframe
            title="Reminder e-mail preview"
            sandbox=""
            srcDoc={preview.data.html}
            className="h-[28rem] w-full bg-white"
          />
        </div>
      )}
    </section>
  );
}
