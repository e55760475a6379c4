import type { ReactNode } from 'react';

/**
 * A 16:9 box with the video's still, in the very first render (a plain <img> with its size, so
 * nothing shifts when the player takes its place). Shown while the player's code loads, as a
 * click-to-play cover, or alone when there is nothing else to show.
 */
export function PosterFrame({
  poster,
  className = '',
  children,
}: {
  poster: string | null | undefined;
  /** Rounding and the like, matched to the player that replaces it. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`relative aspect-video w-full overflow-hidden bg-slate-900 ${className}`}>
      {poster && (
        <img
          src={poster}
          alt=""
          width={1280}
          height={720}
          decoding="async"
          className="absolute inset-0 h-full w-full object-contain"
        />
      )}
      {children}
    </div>
  );
}
