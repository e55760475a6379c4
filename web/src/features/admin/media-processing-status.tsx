import { useQuery } from '@tanstack/react-query';
import type { AdminMediaItem } from '@retainly/domain';
import { formatBytes } from '@/components/upload/format-bytes';
import { ProcessingBar, useOnceFinal } from '@/components/upload/processing-status';
import { mediaItemQuery } from './get-media-item';

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
  useOnceFinal(mediaId, isPlaceholderData ? undefined : item?.status, onFinal);

  if (!item)
    return isError ? 'The processing status could not be loaded.' : 'Checking the upload...';
  return (
    <div className="flex flex-col gap-1">
      <span className={item.status === 'failed' ? 'font-medium text-red-700' : undefined}>
        {mediaStatusText(item)}
      </span>
      {item.status === 'processing' && <ProcessingBar progress={item.progress} />}
    </div>
  );
}
