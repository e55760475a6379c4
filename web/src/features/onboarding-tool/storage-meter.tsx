import type { AgencyModuleLibrary } from '@retainly/domain';
import { formatBytes } from '@/components/upload/format-bytes';
import { ProgressTrack } from '@/components/ui/progress-track';
import { quotaSummary } from './quota-summary';
import { UnfinishedUploads } from './unfinished-uploads';

/** Share of the allowance at which the meter warns that little room is left. */
const NEARLY_FULL = 0.9;

/**
 * 'X of 5 GB used': the agency's video storage, as the library reports it, with what holds it
 * (videos, unfinished uploads, each of those cancellable).
 */
export function StorageMeter({ quota }: { quota: AgencyModuleLibrary['quota'] }) {
  const { usedBytes, allowanceBytes } = quota;
  const share = allowanceBytes > 0 ? Math.min(1, usedBytes / allowanceBytes) : 1;
  const percent = Math.round(share * 100);
  const text = `${formatBytes(usedBytes)} of ${formatBytes(allowanceBytes)} used`;
  const full = usedBytes >= allowanceBytes;
  return (
    <div className="flex w-full max-w-xs flex-col gap-1">
      <div className="flex justify-between gap-2 text-xs text-slate-700">
        <span className="font-medium">Video storage</span>
        <span>{text}</span>
      </div>
      <ProgressTrack
        role="meter"
        label="Video storage"
        percent={percent}
        valueText={text}
        className="h-2 w-full bg-slate-200"
        fillClassName={`rounded-full ${share >= NEARLY_FULL ? 'bg-amber-600' : 'bg-brand'}`}
      />
      {usedBytes > 0 && <p className="text-xs text-slate-700">{quotaSummary(quota)}</p>}
      <UnfinishedUploads uploads={quota.unfinishedUploads} />
      {full && (
        <p className="text-xs font-medium text-red-700">
          Your storage is full: delete a video to upload another, or paste a link.
        </p>
      )}
    </div>
  );
}
