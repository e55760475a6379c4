import { RENDITION_HEIGHTS } from '@retainly/domain';
import { FFMPEG_GLOBAL_ARGS, inputArgs } from './ffmpeg-args';
import type { ProbedVideo } from './probe';
import { ProgressParser } from './progress';
import { runTool } from './run-tool';

/** x264 settings: fast enough on two cores, visually clean for screen recordings and talk. */
export const X264_PRESET = 'veryfast';
export const X264_CRF = 23;
/** A keyframe every 2 s, so a seek starts playing quickly. */
const KEYFRAME_SECONDS = 2;
/** Peak rate per rendition (kbit/s): a busy scene cannot stall playback on a modest link. */
const MAX_KBITS: Record<number, number> = { 720: 3_000, 1080: 6_000 };
const AUDIO_KBITS = 128;

export interface RenditionSize {
  /** 720 or 1080: the short side the rendition was made for. */
  level: number;
  width: number;
  height: number;
}

/**
 * The renditions of a source as displayed: 720p always (a smaller source keeps its own size,
 * never upscaled), 1080p too when the source has at least 1080 lines. The level is the short
 * side, so a portrait phone video gets 720 x 1280, not 406 x 720. Sizes stay even (H.264 with
 * 4:2:0 chroma needs it) and keep the aspect ratio.
 */
export function planRenditions(source: { width: number; height: number }): RenditionSize[] {
  const shortSide = Math.min(source.width, source.height);
  return RENDITION_HEIGHTS.filter((level) => level === 720 || shortSide >= level).map((level) => {
    const scale = Math.min(1, level / shortSide);
    return { level, width: even(source.width * scale), height: even(source.height * scale) };
  });
}

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

export interface TranscodeOutput extends RenditionSize {
  path: string;
}

export interface TranscodeJob {
  input: string;
  video: Pick<ProbedVideo, 'durationSeconds' | 'hasAudio'>;
  outputs: readonly TranscodeOutput[];
  /** MAX_VIDEO_SECONDS: nothing past it is read, whatever the header claimed. */
  maxSeconds: number;
}

/**
 * One ffmpeg process for every rendition: the source is decoded once and split. Each output is
 * an H.264 (yuv420p) + AAC MP4 with its index up front (faststart), so playback starts before
 * the download ends. A source without sound gets a silent track: every rendition has audio,
 * which some players and browsers expect. Source metadata (GPS, device) is dropped.
 */
export function transcodeArgs({ input, video, outputs, maxSeconds }: TranscodeJob): string[] {
  const n = outputs.length;
  const graph = [
    `[0:v:0]split=${n}${outputs.map((_, i) => `[s${i}]`).join('')}`,
    ...outputs.map(
      (out, i) => `[s${i}]scale=${out.width}:${out.height},setsar=1,format=yuv420p[v${i}]`,
    ),
  ];
  if (!video.hasAudio) {
    graph.push(
      `anullsrc=r=48000:cl=stereo,atrim=duration=${video.durationSeconds},` +
        `asplit=${n}${outputs.map((_, i) => `[a${i}]`).join('')}`,
    );
  }
  const args = [
    ...FFMPEG_GLOBAL_ARGS,
    '-progress',
    'pipe:1',
    '-t',
    String(maxSeconds),
    ...inputArgs(input),
    '-filter_complex',
    graph.join(';'),
  ];
  outputs.forEach((out, i) => {
    const maxKbits = MAX_KBITS[out.level] ?? MAX_KBITS[720];
    args.push(
      '-map',
      `[v${i}]`,
      '-map',
      video.hasAudio ? '0:a:0' : `[a${i}]`,
      '-c:v',
      'libx264',
      '-preset',
      X264_PRESET,
      '-crf',
      String(X264_CRF),
      '-maxrate',
      `${maxKbits}k`,
      '-bufsize',
      `${2 * maxKbits}k`,
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-force_key_frames',
      `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
      '-c:a',
      'aac',
      '-b:a',
      `${AUDIO_KBITS}k`,
      '-ac',
      '2',
      '-ar',
      '48000',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      '-max_muxing_queue_size',
      '4096',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      `file:${out.path}`,
    );
  });
  return args;
}

export interface FfmpegRunOptions {
  ffmpegPath: string;
  /** MEDIA_JOB_TIMEOUT_MS (what is left of it): ffmpeg is killed past it. */
  timeoutMs?: number;
  /** Aborting kills ffmpeg (worker shutdown). */
  signal?: AbortSignal;
}

/** Runs transcodeArgs, reporting progress (0-100) as ffmpeg writes it, about twice a second. */
export async function transcode(
  job: TranscodeJob,
  { onProgress, ...options }: FfmpegRunOptions & { onProgress?: (percent: number) => void },
): Promise<void> {
  const progress = new ProgressParser(job.video.durationSeconds);
  await runTool(options.ffmpegPath, transcodeArgs(job), {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    lowPriority: true,
    onStdout: (chunk) => {
      const percent = progress.feed(chunk);
      if (percent !== null) onProgress?.(percent);
    },
  });
}

/** Where the poster is taken: 1 s in, or a third of the way for a clip under 3 s. */
export function posterTime(durationSeconds: number): number {
  return durationSeconds >= 3 ? 1 : Math.round((durationSeconds / 3) * 1000) / 1000;
}

/** One JPEG frame (good quality, small) from `input` at `atSeconds`. */
export function posterArgs(input: string, atSeconds: number, output: string): string[] {
  return [
    ...FFMPEG_GLOBAL_ARGS,
    '-ss',
    String(atSeconds),
    ...inputArgs(input),
    '-frames:v',
    '1',
    '-q:v',
    '3',
    '-update',
    '1',
    '-f',
    'image2',
    `file:${output}`,
  ];
}

/** Writes the poster, from a rendition (already scaled and turned upright). */
export async function renderPoster(
  input: string,
  atSeconds: number,
  output: string,
  options: FfmpegRunOptions,
): Promise<void> {
  await runTool(options.ffmpegPath, posterArgs(input, atSeconds, output), {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    lowPriority: true,
  });
}
