import type { Ref } from 'react';
import type { VideoEmbed as Embed } from '@retainly/domain';
import { useVideoText } from './video-text';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', loom: 'Loom' } as const;

/**
 * A YouTube, Vimeo or Loom video in its own player, from the privacy-friendly hosts
 * (youtube-nocookie.com, Vimeo with do-not-track, Loom without its owner and share bars). The frame is titled for screen readers;
 * `autoPlay` follows a click on our own cover, so the visitor presses play once.
 */
export function VideoEmbed({
  embed,
  title,
  autoPlay = false,
  className = '',
  frameRef,
}: {
  embed: Embed;
  title: string;
  autoPlay?: boolean;
  className?: string;
  /** The frame, for a player whose messages report playback (the portal's). */
  frameRef?: Ref<HTMLIFrameElement>;
}) {
  const text = useVideoText();
  const src = autoPlay ? `${embed.embedUrl}&autoplay=1` : embed.embedUrl;
  return (
    <iframe
      ref={frameRef}
      src={src}
      title={text.embedTitle(title, PROVIDER_NAMES[embed.provider])}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={`aspect-video w-full border-0 bg-slate-900 ${className}`}
    />
  );
}
