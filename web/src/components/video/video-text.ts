import { createContext, useContext } from 'react';

/**
 * The few words the shared video components show, English by default. A page in another
 * language (the client portal) provides its own, so these components need no i18n library.
 */
export interface VideoText {
  loadFailed: string;
  loadFailedHint: string;
  tryAgain: string;
  /** The embedded player's frame title for screen readers. */
  embedTitle: (title: string, provider: string) => string;
}

export const ENGLISH_VIDEO_TEXT: VideoText = {
  loadFailed: 'This video could not be loaded.',
  loadFailedHint: 'Check your connection and try again.',
  tryAgain: 'Try again',
  embedTitle: (title, provider) => `${title} (${provider} video)`,
};

export const VideoTextContext = createContext<VideoText>(ENGLISH_VIDEO_TEXT);

export const useVideoText = () => useContext(VideoTextContext);
