import { autoCaptionsLanguage, type MediaPlayback } from '@retainly/domain';
import type {
  MediaCaptionsButton as CaptionsButtonElement,
  MediaController as ControllerElement,
} from 'media-chrome';
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaPlaybackRateButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { useEffect, useRef, useState } from 'react';
import { CaptionTracks } from './caption-tracks';
import { VideoError } from './video-error';
import './player-languages';

/** What a page may learn from playback (the portal's resume position and watch heartbeats). */
export interface PlaybackEvents {
  onLoadedMetadata?: (video: HTMLVideoElement) => void;
  onTimeUpdate?: (video: HTMLVideoElement) => void;
  onPlaying?: (video: HTMLVideoElement) => void;
  onSeeking?: (video: HTMLVideoElement) => void;
  onPause?: (video: HTMLVideoElement) => void;
  onEnded?: (video: HTMLVideoElement) => void;
}

export interface MediaPlayerProps extends PlaybackEvents {
  src: string;
  title: string;
  poster: string | null;
  captions: MediaPlayback['captions'];
  /**
   * The viewer's language (the portal's): its captions track is turned on by itself unless it
   * is English, the videos' own (see autoCaptionsLanguage). Left out: captions start off.
   */
  language?: string | null;
  /** 'metadata' where the video is the page's point (portal), 'none' where it is an aside. */
  preload: 'metadata' | 'none';
  /** Play at once: the visitor already pressed play on a cover. */
  autoPlay?: boolean;
  className?: string;
}

/** The <video> event each of PlaybackEvents listens to. */
const PLAYBACK_EVENT_TYPES: Record<string, keyof PlaybackEvents> = {
  loadedmetadata: 'onLoadedMetadata',
  timeupdate: 'onTimeUpdate',
  playing: 'onPlaying',
  seeking: 'onSeeking',
  pause: 'onPause',
  ended: 'onEnded',
};

const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2];

/** A file on another origin (S3, a CDN): its captions are only readable through CORS. */
const isCrossOrigin = (url: string) =>
  new URL(url, window.location.href).origin !== window.location.origin;

/**
 * The one HTML5 player of the site (media-chrome): poster, play, seek, time, mute and volume,
 * captions when the file has them, speed, fullscreen, and media-chrome's keyboard shortcuts
 * whenever focus is inside it (space or k play and pause, arrows seek 10 s, f fullscreen, m
 * mute, c captions). A file that cannot be loaded (a broken URL, a dropped connection, a format
 * the browser cannot play) shows an error and a retry instead of a play button that does
 * nothing.
 */
export function MediaPlayer({
  src,
  title,
  poster,
  captions,
  language = null,
  preload,
  autoPlay = false,
  className = '',
  ...playbackEvents
}: MediaPlayerProps) {
  const showing = autoCaptionsLanguage(captions, language);
  // Each retry mounts a fresh <video>, which loads the file again.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  /** The captions language this player turned on by itself, if any. */
  const autoShown = useRef<string | null>(null);

  const events = useRef<PlaybackEvents>({});
  useEffect(() => {
    events.current = playbackEvents;
  });
  // Native listeners rather than React's: React may build the <video> (which starts loading at
  // once) before it commits it to the page, and ignores events fired in between, so a quick
  // file's metadata, or its error, can come and go unseen. Whatever already happened is read
  // from the element.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const listeners: Record<string, () => void> = { error: () => setFailed(true) };
    for (const [type, handler] of Object.entries(PLAYBACK_EVENT_TYPES)) {
      listeners[type] = () => events.current[handler]?.(element);
    }
    for (const [type, listener] of Object.entries(listeners)) {
      element.addEventListener(type, listener);
    }
    if (element.error) setFailed(true);
    else if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      events.current.onLoadedMetadata?.(element);
    }
    return () => {
      for (const [type, listener] of Object.entries(listeners)) {
        element.removeEventListener(type, listener);
      }
    };
  }, [attempt, failed]);

  useEffect(() => {
    // `default` only counts when the element is built: a language chosen later (the portal's
    // switch) turns its track on here, and the others off.
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    if (showing) {
      for (const track of Array.from(tracks)) {
        track.mode = track.language === showing ? 'showing' : 'disabled';
      }
      autoShown.current = showing;
    } else if (autoShown.current) {
      // Switched to a language without a track (or English): what we turned on goes off; a
      // track the viewer turned on themselves stays.
      for (const track of Array.from(tracks)) {
        if (track.language === autoShown.current) track.mode = 'disabled';
      }
      autoShown.current = null;
    }
  }, [showing, attempt, failed]);

  const controller = useRef<ControllerElement>(null);
  useEffect(() => {
    // A touch screen keeps :hover on the control last tapped, so its tooltip ('Pause') would
    // stay on screen: while the input is touch, index.css hides the tooltips.
    const element = controller.current;
    if (!element) return;
    const markInput = (event: PointerEvent) =>
      element.toggleAttribute('data-touch-input', event.pointerType === 'touch');
    element.addEventListener('pointerdown', markInput);
    element.addEventListener('pointerover', markInput);
    return () => {
      element.removeEventListener('pointerdown', markInput);
      element.removeEventListener('pointerover', markInput);
    };
  }, [attempt, failed]);

  useEffect(() => {
    // The Try again button or the cover that had focus is gone: the video takes it, so the
    // keyboard shortcuts work at once.
    if (attempt > 0 || autoPlay) video.current?.focus();
  }, [attempt, autoPlay]);

  if (failed) {
    return (
      <VideoError
        className={className}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  return (
    <MediaController
      key={attempt}
      ref={controller}
      // The controls' labels in the viewer's language; English where none was given.
      lang={language ?? 'en'}
      className={`block aspect-video w-full overflow-hidden bg-black ${className}`}
    >
      <video
        ref={video}
        slot="media"
        src={src}
        poster={poster ?? undefined}
        preload={preload}
        autoPlay={autoPlay}
        playsInline
        crossOrigin={captions.some((track) => isCrossOrigin(track.src)) ? 'anonymous' : undefined}
        aria-label={title}
      >
        <CaptionTracks captions={captions} showing={showing} />
      </video>
      <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      <MediaControlBar className="w-full">
        <MediaPlayButton />
        <MediaTimeRange className="min-w-0 flex-1" />
        <MediaTimeDisplay showDuration className="hidden sm:inline-flex" />
        <MediaMuteButton />
        <MediaVolumeRange className="hidden sm:inline-flex" />
        {captions.length > 0 && <CaptionsSwitch />}
        <MediaPlaybackRateButton rates={PLAYBACK_RATES} />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}

/**
 * media-chrome's captions toggle reports its state with aria-checked, which ARIA does not allow
 * on its role (button): as a switch it is valid, and read out as on or off.
 */
function CaptionsSwitch() {
  const toggle = useRef<CaptionsButtonElement>(null);
  useEffect(() => toggle.current?.setAttribute('role', 'switch'), []);
  return <MediaCaptionsButton ref={toggle} />;
}
