interface Props {
  src: string | null | undefined;
  title: string;
  /** A local poster image; the video itself loads no bytes until played. */
  poster?: string;
}

/** A tutorial or intro video: poster first, preload none; a calm note when not configured. */
export function VideoPlayer({ src, title, poster = '/video-poster.svg' }: Props) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={`${title} (video coming soon)`}
        className="flex aspect-video w-full items-center justify-center rounded-xl bg-gradient-to-br from-green-700 to-slate-900 p-6 text-center text-white"
      >
        <p className="text-lg font-semibold">{title}: video coming soon</p>
      </div>
    );
  }
  return (
    <video
      className="aspect-video w-full rounded-xl bg-slate-900"
      controls
      preload="none"
      poster={poster}
      aria-label={title}
      playsInline
    >
      <source src={src} />
    </video>
  );
}
