import { Button } from '@/components/ui/button';
import { ProgressTrack } from '@/components/ui/progress-track';
import { formatBytes } from './format-bytes';
import type { UploadState } from './use-tus-upload';

/** How far an upload is, and its Pause/Resume and Cancel buttons. */
export function UploadProgress({
  state,
  onPause,
  onResume,
  onCancel,
}: {
  state: UploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const { phase, fileName, bytesSent, bytesTotal } = state;
  const percent = bytesTotal > 0 ? Math.floor((bytesSent / bytesTotal) * 100) : 0;
  const bytes = `${formatBytes(bytesSent)} of ${formatBytes(bytesTotal)}`;
  const stopped = phase === 'paused' || (phase === 'failed' && state.failure?.resumable);
  return (
    <div className="flex flex-col gap-2">
      <ProgressTrack
        label={`Upload of ${fileName}`}
        percent={percent}
        valueText={`${percent}%, ${bytes}`}
        className="h-2 w-full bg-slate-200"
        fillClassName={`rounded-full transition-[width] ${stopped ? 'bg-slate-400' : 'bg-brand'}`}
      />
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-700">
        <span className="min-w-0 break-all">{fileName}</span>
        <span>
          {percent}% · {bytes}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {stopped ? (
          <Button variant="outline" onClick={onResume} aria-label={`Resume upload of ${fileName}`}>
            Resume
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => phase !== 'cancelling' && onPause()}
            aria-disabled={phase === 'cancelling' || undefined}
            aria-label={`Pause upload of ${fileName}`}
          >
            Pause
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => phase !== 'cancelling' && onCancel()}
          aria-disabled={phase === 'cancelling' || undefined}
          aria-label={`Cancel upload of ${fileName}`}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}
