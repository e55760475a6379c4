import { useQuery } from '@tanstack/react-query';
import type { AdminMediaItem } from '@retainly/domain';
import {
  processingStatusText,
  ProcessingBar,
  useOnceFinal,
} from '@/components/upload/processing-status';
import { mediaItemQuery } from './api/get-media-item';

/** What an operator reads about an upload on its way to the portals. */
export const mediaStatusText = (item: AdminMediaItem) =>
  processingStatusText(item, {
    queued: 'queued for processing...',
    processing: `processing ${item.progress}%`,
    ready: 'portals play it now.',
  });

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
