import { useState } from 'react';
import type { AdminMediaItem, MediaTarget } from '@retainly/domain';
import { CaptionsUpload } from './captions-upload';
import { MediaPreview } from './media-preview';
import { MediaProcessingStatus, mediaStatusText } from './media-processing-status';
import { useReloadMedia } from './api/reload-media';
import { isFinalMediaStatus } from '@/components/upload/media-polling';
import { VideoUploader } from '@/components/upload/video-uploader';

export const SampleBadge = () => (
  <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Sample</span>
);

/**
 * One hosted video slot (a module, the landing intro, the walkthrough): the video playing now,
 * an upload to replace it with its processing status, and its captions.
 */
export function VideoMediaPanel({
  target,
  title,
  media,
  pendingMedia,
  poster,
}: {
  target: MediaTarget;
  title: string;
  media: AdminMediaItem | null;
  pendingMedia: AdminMediaItem | null;
  poster?: string | null;
}) {
  // The upload this screen finished; the library's pendingMedia covers uploads from elsewhere.
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const reloadMedia = useReloadMedia();
  const watchedId =
    uploadedId ??
    (pendingMedia && !isFinalMediaStatus(pendingMedia.status) ? pendingMedia.id : null);

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="w-full shrink-0 sm:w-56">
        <MediaPreview media={media} title={title} poster={poster} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <VideoUploader
          target={target}
          title={title}
          replacing={media !== null}
          onUploaded={(id) => {
            setUploadedId(id);
            void reloadMedia();
          }}
        />
        <div role="status" className="text-sm text-slate-700 empty:sr-only">
          {watchedId ? (
            <MediaProcessingStatus
              key={watchedId}
              mediaId={watchedId}
              known={pendingMedia?.id === watchedId ? pendingMedia : undefined}
              onFinal={reloadMedia}
            />
          ) : (
            pendingMedia && (
              <span className={pendingMedia.status === 'failed' ? 'font-medium text-red-700' : ''}>
                {mediaStatusText(pendingMedia)}
              </span>
            )
          )}
        </div>
        {media?.status === 'ready' && <CaptionsUpload media={media} title={title} />}
      </div>
    </div>
  );
}
