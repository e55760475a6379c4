import { useMemo, useRef } from 'react';
import type { HeartbeatScheduler, VideoEmbed as Embed } from '@retainly/domain';
import { VideoEmbed } from '@/components/video/video-embed';
import { vimeoProtocol, youtubeProtocol } from './player-protocols';
import { usePlayerReports } from './use-player-reports';

/**
 * A YouTube or Vimeo video whose player reports playback: its time goes through the module's
 * verified heartbeats, as a hosted video's does (docs/progress.md, external players).
 */
export function ReportingEmbed({
  embed,
  title,
  heartbeats,
  className,
}: {
  embed: Embed;
  title: string;
  heartbeats: HeartbeatScheduler;
  className?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const protocol = useMemo(
    () => (embed.provider === 'vimeo' ? vimeoProtocol() : youtubeProtocol()),
    [embed.provider],
  );
  const origin = new URL(embed.embedUrl).origin;
  const src = useMemo(() => {
    const url = new URL(embed.embedUrl);
    for (const [key, value] of Object.entries(protocol.embedQuery(location.origin)))
      url.searchParams.set(key, value);
    return { ...embed, embedUrl: url.toString() };
  }, [embed, protocol]);
  usePlayerReports(frame, protocol, origin, heartbeats);
  return <VideoEmbed embed={src} title={title} frameRef={frame} className={className} />;
}
