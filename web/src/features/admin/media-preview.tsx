import type { AdminMediaItem } from '@retainly/domain';
import { CaptionTracks } from '@/components/video/caption-tracks';

/**
 * The video portals play now, small: the browser loads only its metadata and poster until
 * played. The smallest rendition comes first, as a preview needs no more.
 */
export function MediaPreview({
  media,
  title,
  poster,
}: {
  media: AdminMediaItem | null;
  title: string;
  /** The operator's poster URL, shown when there is no hosted video. */
  poster?: string | null;
}) {
  const playback = media?.playback;
  if (playback) {
    const sources = [...playback.sources].sort((a, b) => a.height - b.height);
    return (
      <video
        key={media.id}
        controls
        playsInline
        preload="metadata"
        poster={playback.poster ?? undefined}
        aria-label={`Preview of ${title}`}
        className="aspect-video w-full rounded-lg bg-black"
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        <CaptionTracks captions={playback.captions} />
      </video>
    );
  }
  if (poster) {
    return <img src={poster} alt="" className="aspect-video w-full rounded-lg object-cover" />;
  }
  return (
    <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-600">
      No hosted video
    </div>
  );
}
