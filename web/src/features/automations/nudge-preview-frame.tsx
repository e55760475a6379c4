import { useQuery } from '@tanstack/react-query';
import { EmailPreview } from '@/components/ui/email-preview';
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
      <EmailPreview
        email={preview.data}
        failure={
          preview.isError
            ? 'The preview could not be shown. Your wording can still be saved.'
            : null
        }
        title="Reminder e-mail preview"
        busy={stale}
        subjectTestId="nudge-preview-subject"
      />
    </section>
  );
}
