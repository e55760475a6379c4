/**
 * Demuxers an upload may be read with: video containers, plus the audio ones so an audio file
 * is refused as 'audio' rather than as unreadable. Playlists (HLS, concat) are not among them:
 * they would make ffmpeg open other files of the worker's choosing, or of the uploader's.
 */
export const ALLOWED_DEMUXERS: readonly string[] = [
  'mov',
  'matroska',
  'avi',
  'flv',
  'mpegts',
  'mpeg',
  'mxf',
  'asf',
  'ogg',
  'dv',
  'gif',
  'h264',
  'hevc',
  'mp3',
  'wav',
  'aac',
  'flac',
];

/** Before every ffmpeg run: never read stdin, quiet except for errors, overwrite our own temp files. */
export const FFMPEG_GLOBAL_ARGS: readonly string[] = [
  '-nostdin',
  '-hide_banner',
  '-nostats',
  '-v',
  'error',
  '-y',
];

/**
 * How every untrusted file is opened, by ffprobe and ffmpeg alike: local files and pipes
 * only (no network protocols), allowed demuxers only, the path never read as a URL.
 */
export function inputArgs(path: string): string[] {
  return [
    '-protocol_whitelist',
    'file,pipe',
    '-format_whitelist',
    ALLOWED_DEMUXERS.join(','),
    '-i',
    `file:${path}`,
  ];
}
