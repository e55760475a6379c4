import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminMediaItem } from '@retainly/domain';
import { formatBytes } from '@/components/upload/format-bytes';
import { isFinalMediaStatus, mediaItemQuery } from './get-media-item';

/** What an operator reads about an upload on its way to the portals. */
export function mediaStatusText(item: AdminMediaItem): string {
  switch (item.status) {
    case 'uploading':
      return `The upload of ${item.sourceName} (${formatBytes(item.sourceBytes)}) has not finished: choose the same file again to resume it.`;
    case 'queued':
      return `${item.sourceName}: queued for processing...`;
    case 'processing':
      return `${item.sourceName}: processing ${item.progress}%`;
    case 'ready':
      return `${item.sourceName} is ready: portals play it now.`;
    case 'failed':
      return `${item.sourceName} could not be used: ${item.failure ?? 'processing failed'}. Upload another file to try again.`;
  }
}

/**
 * An upload's processing status, polled until ready or failed; `onFinal` runs once when this
 * screen sees it get there (the lists then reload to show what plays now).
 */
export function MediaProcessingStatus({
  mediaId,
  known,
  onFinal,
}: {
  mediaId: string;
  /** The item as the library last showed it, shown until the first answer. */
  known?: AdminMediaItem;
  onFinal: () => void;
}) {
  const {
    data: item,
    isError,
    isPlaceholderData,
  } = useQuery({ ...mediaItemQuery(mediaId), placeholderData: known });
  // The library's copy may be old: only an answer of the api's counts as having got there.
  const status = isPlaceholderData ? undefined : item?.status;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (isFinalMediaStatus(status) && reported.current !== mediaId) {
      reported.current = mediaId;
      onFinal();
    }
  }, [status, mediaId, onFinal]);

  if (!item)
    return isError ? 'The processing status could not be loaded.' : 'Checking the upload...';
  return (
    <span className="flex flex-col gap-1">
      <span className={item.status === 'failed' ? 'font-medium text-red-700' : undefined}>
        {mediaStatusText(item)}
      </span>
      {item.status === 'processing' && (
        <span aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
          <span className="block h-full bg-brand" style={{ width: `${item.progress}%` }} />
        </span>
      )}
    </span>
  );
}
