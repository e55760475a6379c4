import type { MediaPlayback } from '@retainly/domain';

/** A hosted video's captions as <track> children of its <video>; `showing` starts on. */
export function CaptionTracks({
  captions,
  showing = null,
}: {
  captions: MediaPlayback['captions'];
  showing?: string | null;
}) {
  return captions.map((track) => (
    <track
      key={track.language}
      kind="captions"
      src={track.src}
      srcLang={track.language}
      label={track.label}
      default={track.language === showing}
    />
  ));
}
