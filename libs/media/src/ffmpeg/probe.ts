import { open, stat } from 'node:fs/promises';
import { describeContent } from './content-sniffing';
import { MediaRefusal } from './media-refusal';
import { FFMPEG_GLOBAL_ARGS, inputArgs } from './ffmpeg-args';
import { ProgressParser } from './progress';
import { runTool, ToolFailedError } from './run-tool';

/** Bytes read from a file ffprobe cannot open, to say what it is instead. */
const SNIFF_BYTES = 4_096;

/** The parts of `ffprobe -print_format json -show_format -show_streams` we read. */
export interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

export interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

export interface VideoLimits {
  /** MAX_VIDEO_SECONDS */
  maxSeconds: number;
  /** MAX_VIDEO_HEIGHT: the short side's limit (a 2160 limit accepts 3840 x 2160 either way up). */
  maxHeight: number;
}

/** A file ffprobe read as a video, as it is displayed (rotation and pixel shape applied). */
export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  formatName: string;
  videoCodec: string;
}

export type ProbeVerdict = { ok: true; video: ProbedVideo } | { ok: false; reason: string };

export interface ProbeOptions {
  ffprobePath: string;
  /** For files whose container does not say how long they are. */
  ffmpegPath: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Shortest clip worth a rendition: below this it is a still frame, not a video. */
const MIN_SECONDS = 0.1;

const IMAGE_LABELS: Record<string, string> = {
  png: 'PNG',
  mjpeg: 'JPEG',
  bmp: 'BMP',
  webp: 'WebP',
  tiff: 'TIFF',
  gif: 'GIF',
};

/**
 * Decides from ffprobe's JSON whether a file is a video we accept, by its content (the file we
 * probe has no extension), with the reason in plain words when it is not.
 */
export function probeVerdict(output: FfprobeOutput, limits: VideoLimits): ProbeVerdict {
  const streams = output.streams ?? [];
  const formatName = output.format?.format_name ?? '';
  const formats = formatName.split(',');
  const picture = streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const hasAudio = streams.some((stream) => stream.codec_type === 'audio');
  const refuse = (reason: string): ProbeVerdict => ({ ok: false, reason });

  if (formats.includes('tty')) return refuse('This file is a text file, not a video.');
  if (!picture) {
    if (hasAudio) return refuse('This file has sound but no picture: it is audio, not a video.');
    if (streams.some((stream) => stream.codec_type === 'subtitle'))
      return refuse('This file is a subtitles file, not a video.');
    return refuse('This file is not a video: it has no picture.');
  }
  if (formats.some((name) => name === 'image2' || name.endsWith('_pipe'))) {
    const codec = picture.codec_name ?? '';
    return refuse(
      `This file is a still image (${IMAGE_LABELS[codec] ?? codec.toUpperCase()}), not a video.`,
    );
  }

  const size = displaySize(picture);
  if (!size) return refuse('This file is not a video we can play: its picture has no size.');
  const { width, height } = size;
  const longest = Math.round((limits.maxHeight * 16) / 9);
  if (Math.min(width, height) > limits.maxHeight || Math.max(width, height) > longest) {
    return refuse(
      `This video is ${width} x ${height} pixels; the largest we accept is ` +
        `${longest} x ${limits.maxHeight} (either way up).`,
    );
  }

  const durationSeconds = durationOf(output);
  if (durationSeconds === null) {
    return refuse('This file is not a video we can play: we could not tell how long it is.');
  }
  if (durationSeconds > limits.maxSeconds) {
    return refuse(
      `This video is ${spokenDuration(durationSeconds)} long; the longest we accept is ` +
        `${spokenDuration(limits.maxSeconds)}.`,
    );
  }
  if (durationSeconds < MIN_SECONDS) {
    return refuse('This video is too short to play: it is a single still frame.');
  }
  return {
    ok: true,
    video: {
      durationSeconds,
      width,
      height,
      hasAudio,
      formatName,
      videoCodec: picture.codec_name ?? '',
    },
  };
}

/** Width and height as shown: non-square pixels stretched, a quarter turn swapped. */
function displaySize(stream: FfprobeStream): { width: number; height: number } | null {
  let width = stream.width ?? 0;
  let height = stream.height ?? 0;
  if (width <= 0 || height <= 0) return null;
  const [num, den] = (stream.sample_aspect_ratio ?? '').split(':').map(Number);
  if (num > 0 && den > 0 && num !== den) width = Math.round((width * num) / den);
  const rotation =
    Number(stream.tags?.rotate) ||
    Number(stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation) ||
    0;
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  return { width, height };
}

/** Seconds from the container, else the longest stream; null when neither says. */
export function durationOf(output: FfprobeOutput): number | null {
  const seconds = (value: string | undefined) => {
    const parsed = Number(value);
    return value && Number.isFinite(parsed) && parsed > 0 ? parsed : null;
  };
  const container = seconds(output.format?.duration);
  if (container !== null) return container;
  const streams = (output.streams ?? []).map((stream) => seconds(stream.duration) ?? 0);
  const longest = Math.max(0, ...streams);
  return longest > 0 ? longest : null;
}

/** 7200 -> '2 h', 3725 -> '1 h 2 min', 95.4 -> '1 min 35 s', 12.3 -> '12 s'. */
export function spokenDuration(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const hours = Math.floor(whole / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  const seconds = whole % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** ffprobe's JSON for a local file, opened as inputArgs says. Throws ToolFailedError if unreadable. */
export async function readFfprobe(path: string, options: ProbeOptions): Promise<FfprobeOutput> {
  const { stdout } = await runTool(
    options.ffprobePath,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(path)],
    { timeoutMs: options.timeoutMs, signal: options.signal },
  );
  return JSON.parse(stdout) as FfprobeOutput;
}

/**
 * Identifies a local file by its content and enforces the limits. Throws MediaRefusal, with a
 * reason for the operator, for anything that is not a video we accept; any other error (the
 * file is missing, ffprobe could not run) is not the file's fault and may be retried.
 */
export async function probeVideo(
  path: string,
  limits: VideoLimits,
  options: ProbeOptions,
): Promise<ProbedVideo> {
  if ((await stat(path)).size === 0) throw new MediaRefusal('This file is empty.');
  let output: FfprobeOutput;
  try {
    output = await readFfprobe(path, options);
  } catch (error) {
    if (!isUnreadableFile(error)) throw error;
    const what = describeContent(await readHead(path));
    throw new MediaRefusal(
      what
        ? `This file is ${what}, not a video.`
        : 'This file is not a video: its content is not a video format we can read.',
    );
  }
  if (durationOf(output) === null && output.streams?.some((s) => s.codec_type === 'video')) {
    // Live recordings (a browser's MediaRecorder WebM) carry no duration: count it instead.
    const measured = await measureDuration(path, options);
    if (measured) output = { ...output, format: { ...output.format, duration: String(measured) } };
  }
  const verdict = probeVerdict(output, limits);
  if (!verdict.ok) throw new MediaRefusal(verdict.reason);
  return verdict.video;
}

/**
 * The video's length when its container does not state it: the packets are read without
 * decoding (`-c copy` to the null muxer), which takes a moment even for a long file.
 */
async function measureDuration(path: string, options: ProbeOptions): Promise<number | null> {
  const progress = new ProgressParser(null);
  await runTool(
    options.ffmpegPath,
    [
      ...FFMPEG_GLOBAL_ARGS,
      '-progress',
      'pipe:1',
      ...inputArgs(path),
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-f',
      'null',
      '-',
    ],
    { timeoutMs: options.timeoutMs, signal: options.signal, onStdout: (c) => progress.feed(c) },
  );
  return progress.outTimeSeconds > 0 ? progress.outTimeSeconds : null;
}

/** ffprobe ran and said no, as opposed to being killed or failing to start (126/127). */
function isUnreadableFile(error: unknown): boolean {
  return (
    error instanceof ToolFailedError &&
    error.exitSignal === null &&
    error.exitCode !== 126 &&
    error.exitCode !== 127
  );
}

async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
