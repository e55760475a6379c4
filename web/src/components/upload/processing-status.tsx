import { useEffect, useRef } from 'react';
import type { AgencyModuleMedia, MediaStatus } from '@retainly/domain';
import { formatBytes } from './format-bytes';
import { isFinalMediaStatus } from './media-polling';
import { ProgressTrack } from '@/components/ui/progress-track';

/** An upload as the console and Advanced Mode poll it (AdminMediaItem, AgencyModuleMedia). */
type ProcessedMedia = Pick<
  AgencyModuleMedia,
  'status' | 'progress' | 'failure' | 'sourceName' | 'sourceBytes'
>;

/**
 * What someone reads about an upload on its way to be played; `says` words the middle steps
 * and the end for who reads it (an operator, an agency).
 */
export function processingStatusText(
  media: ProcessedMedia,
  says: { queued: string; processing: string; ready: string },
): string {
  switch (media.status) {
    case 'uploading':
      return `The upload of ${media.sourceName} (${formatBytes(media.sourceBytes)}) has not finished: choose the same file again to resume it.`;
    case 'queued':
      return `${media.sourceName}: ${says.queued}`;
    case 'processing':
      return `${media.sourceName}: ${says.processing}`;
    case 'ready':
      return `${media.sourceName} is ready: ${says.ready}`;
    case 'failed':
      return `${media.sourceName} could not be used: ${media.failure ?? 'processing failed'}. Upload another file to try again.`;
  }
}

/**
 * Runs `onFinal` once for `mediaId` when `status` gets to ready or failed. Pass the api's answer
 * only, never a list's copy shown meanwhile: that may be old, and the lists reload on `onFinal`.
 */
export function useOnceFinal(
  mediaId: string,
  status: MediaStatus | undefined,
  onFinal: () => void,
) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (isFinalMediaStatus(status) && reported.current !== mediaId) {
      reported.current = mediaId;
      onFinal();
    }
  }, [status, mediaId, onFinal]);
}

/**
 * A processing upload's bar. With a `label` it is a named progressbar with the percent beside
 * it; without, only a picture (the sentence next to it says the percent).
 */
export function ProcessingBar({ progress, label }: { progress: number; label?: string }) {
  if (!label) {
    return (
      <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand" style={{ width: `${progress}%` }} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <ProgressTrack
        label={label}
        percent={progress}
        className="h-1.5 w-full max-w-xs bg-slate-200"
        fillClassName="bg-brand"
      />
      <span className="text-xs tabular-nums text-slate-700">{progress}%</span>
    </div>
  );
}
