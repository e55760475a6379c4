import type { ReactNode } from 'react';
import { PosterFrame } from '@/components/video/poster-frame';

/** The still a public-site video shows when the hosted video brings none. */
export const DEFAULT_POSTER = '/video-poster.svg';

/** The public site's video frame (rounded), with the still: the cover before anything plays. */
export function VideoStill({ poster, children }: { poster: string; children?: ReactNode }) {
  return (
    <PosterFrame poster={poster} className="rounded-xl">
      {children}
    </PosterFrame>
  );
}
