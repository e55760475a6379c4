import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  LANGUAGE_ENGLISH_NAMES,
  draftJobOutcome,
  isFinalDraftStatus,
  type TranslationDraftJob,
  type TranslationSummary,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { queryKeys } from '@/lib/query-keys';
import { useDraftJob, useRequestDrafts, useTranslations } from './api/translations';

/** '3 modules missing in German', or 'Nothing missing in German'. */
export function missingText({ language, missing }: TranslationSummary): string {
  const name = LANGUAGE_ENGLISH_NAMES[language];
  return missing === 0
    ? `Nothing missing in ${name}`
    : `${plural(missing, 'module')} missing in ${name}`;
}

/** A draft job's progress, polled until final; then the counts reload. */
function DraftJobStatus({ job, languageName }: { job: TranslationDraftJob; languageName: string }) {
  const { data } = useDraftJob(job);
  const client = useQueryClient();
  const final = isFinalDraftStatus(data.status);
  useEffect(() => {
    if (final) void client.invalidateQueries({ queryKey: queryKeys.admin.translations });
  }, [final, client]);
  return (
    <span className={data.status === 'failed' ? 'font-medium text-red-700' : 'text-slate-700'}>
      {draftJobOutcome(data, languageName)}
    </span>
  );
}

function LanguageRow({ summary }: { summary: TranslationSummary }) {
  const request = useRequestDrafts();
  const name = LANGUAGE_ENGLISH_NAMES[summary.language];
  const job = summary.latestJob;
  const running = job !== null && !isFinalDraftStatus(job.status);
  // A refusal (no AI writer, one already running) stays in the row instead of a fading toast.
  const refusal = request.error ? errorMessage(request.error, 'Failed to ask for AI drafts') : null;
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col text-sm">
        <span className="font-medium text-slate-900">{missingText(summary)}</span>
        {summary.awaitingApproval > 0 && (
          <span className="text-slate-700">
            {plural(summary.awaitingApproval, 'draft')} awaiting approval
          </span>
        )}
        <span role="status" className="text-xs empty:sr-only">
          {refusal ? (
            <span className="font-medium text-red-700">{refusal}</span>
          ) : (
            job && <DraftJobStatus key={job.id} job={job} languageName={name} />
          )}
        </span>
      </div>
      <Button
        variant="outline"
        aria-label={`Draft missing ${name} translations with AI`}
        aria-disabled={running || request.isPending || summary.missing === 0 || undefined}
        onClick={() => {
          if (running || request.isPending || summary.missing === 0) return;
          request.mutate(summary.language, {
            onSuccess: () => toast.success(`AI drafts for ${name} are on their way`),
          });
        }}
      >
        Draft missing translations with AI
      </Button>
    </li>
  );
}

/**
 * Per language: how many modules portals still show in English, drafts awaiting approval, and
 * the AI writer for the missing ones. Drafts reach clients only once approved.
 */
export function TranslationSummarySection() {
  const { data, isError } = useTranslations();
  return (
    <TitledSection
      title="Translations"
      titleClassName="text-lg font-semibold"
      className="flex flex-col gap-2"
    >
      <p className="max-w-3xl text-sm text-slate-700">
        Clients see a module&apos;s approved translation in their language, else the English. Saving
        a translation approves it; AI drafts wait for an operator&apos;s Approve (Translations on
        each module).
      </p>
      {isError && <p role="alert">The translations could not be loaded.</p>}
      {data && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.summaries.map((summary) => (
            <LanguageRow key={summary.language} summary={summary} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
