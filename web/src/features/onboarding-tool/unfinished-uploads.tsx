import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnfinishedUpload } from '@retainly/domain';
import { formatBytes } from '@/components/upload/format-bytes';
import { api } from '@/lib/api-client';
import { reloadAgencyModules } from './api/agency-modules';

/** tus DELETE: the partial upload's bytes and row go, and with them what it held. */
const cancelUpload = (id: string) =>
  api<void>(`/uploads/${id}`, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });

/**
 * The agency's unfinished uploads, each with what it has received and a way to cancel it (one
 * left in another tab or on another computer holds storage until it finishes or expires).
 */
export function UnfinishedUploads({ uploads }: { uploads: UnfinishedUpload[] }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelUpload,
    onSettled: () => reloadAgencyModules(queryClient),
  });
  if (uploads.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-700">
      <ul aria-label="Unfinished uploads" className="flex flex-col gap-1">
        {uploads.map((upload) => (
          <li key={upload.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-all">
              {upload.filename}: {formatBytes(upload.receivedBytes)} of{' '}
              {formatBytes(upload.sizeBytes)} received
            </span>
            <button
              type="button"
              className="rounded px-2 py-1 font-medium text-red-700 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
              aria-label={`Cancel the upload of ${upload.filename}`}
              disabled={cancel.isPending && cancel.variables === upload.id}
              onClick={() => cancel.mutate(upload.id)}
            >
              Cancel upload
            </button>
          </li>
        ))}
      </ul>
      {cancel.isError && (
        <p role="alert" className="font-medium text-red-700">
          {cancel.error.message}
        </p>
      )}
    </div>
  );
}
