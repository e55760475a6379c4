import type { AppConfig } from '@retainly/config';

export type FfmpegConfig = Pick<AppConfig, 'FFMPEG_PATH' | 'FFPROBE_PATH'>;

/** ffmpeg: FFMPEG_PATH, else the static build `npm install` brought. */
export function ffmpegPath(config: FfmpegConfig): string {
  return config.FFMPEG_PATH ?? installedBinary('@ffmpeg-installer/ffmpeg', 'FFMPEG_PATH');
}

/** ffprobe: FFPROBE_PATH, else the static build `npm install` brought. */
export function ffprobePath(config: FfmpegConfig): string {
  return config.FFPROBE_PATH ?? installedBinary('@ffprobe-installer/ffprobe', 'FFPROBE_PATH');
}

/**
 * Loaded on first use, not at import: the installer packages throw on a platform they have no
 * binary for, and a deployment that sets the path (the Dockerfile's distribution ffmpeg)
 * must not need them at all.
 */
function installedBinary(name: string, variable: string): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(name) as { path: string }).path;
  } catch (error) {
    throw new Error(`${name} has no binary for this platform (${String(error)}): set ${variable}`);
  }
}
