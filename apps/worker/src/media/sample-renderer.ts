import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { MediaTargetType } from '@retainly/domain';
import { FFMPEG_GLOBAL_ARGS, ffmpegPath, runTool } from '@retainly/media';
import { translatedCaptionTracks, type CaptionTrack } from './sample-caption-tracks';
import { sampleCopyFor } from './sample-copy';
import { buildCaptionsVtt, planSlides, totalSeconds, type Slide } from './sample-slides';
import { FONT_FILES, FPS, SlideDrawing } from './slide-drawing';

export interface RenderedSample {
  videoPath: string;
  captionsVtt: string | null;
  /** A catalogue module's captions in the other portal languages, timed as the English. */
  translatedCaptions: CaptionTrack[];
}

const RENDER_TIMEOUT_MS = 120_000;

/**
 * Renders a sample video for a media item that has no upload: a title slide and two or three
 * bullet slides from the module's title and description (or the site videos' own copy), with
 * WebVTT captions, one cue per slide. The ProcessVideo job then treats the file as an upload.
 */
@Injectable()
export class SampleRenderer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async render(
    item: { targetType: MediaTargetType; targetRef: string },
    dir: string,
  ): Promise<RenderedSample> {
    const { copy, module } = await sampleCopyFor(this.db, item.targetType, item.targetRef);
    const slides = planSlides(copy);
    const rendered = await renderSlides(slides, dir, ffmpegPath(this.config));
    return {
      ...rendered,
      translatedCaptions: module ? translatedCaptionTracks(slides, module) : [],
    };
  }
}

/**
 * Draws the slides into `<dir>/sample/sample.mp4` (H.264, silent AAC) in one ffmpeg run; its
 * fonts and texts sit beside it, out of the way of whatever else the job writes into `dir`.
 */
export async function renderSlides(
  slides: readonly Slide[],
  jobDir: string,
  ffmpeg: string,
): Promise<Omit<RenderedSample, 'translatedCaptions'>> {
  const dir = join(jobDir, 'sample');
  await mkdir(dir, { recursive: true });
  for (const [name, source] of Object.entries(FONT_FILES)) {
    await copyFile(require.resolve(source), join(dir, `${name}.ttf`));
  }
  const drawings = slides.map((slide, index) => SlideDrawing.draw(slide, index, slides.length));
  for (const drawing of drawings) {
    for (const [file, text] of drawing.texts) await writeFile(join(dir, file), text);
  }
  const seconds = totalSeconds(slides);
  const graph = [
    ...drawings.map((drawing) => drawing.chain()),
    `${slides.map((_, index) => `[s${index}]`).join('')}concat=n=${slides.length}:v=1:a=0[v]`,
    `anullsrc=r=44100:cl=stereo,atrim=duration=${seconds}[a]`,
  ].join(';');
  const output = 'sample.mp4';
  // The graph names its files relative to the folder ffmpeg runs in.
  await runTool(
    ffmpeg,
    [
      ...FFMPEG_GLOBAL_ARGS,
      ...['-filter_complex', graph, '-map', '[v]', '-map', '[a]'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-r', String(FPS)],
      ...['-g', String(FPS * 4), '-c:a', 'aac', '-b:a', '32k', '-t', String(seconds)],
      ...['-movflags', '+faststart', '-protocol_whitelist', 'file,pipe', `file:${output}`],
    ],
    { cwd: dir, timeoutMs: RENDER_TIMEOUT_MS, lowPriority: true },
  );
  return { videoPath: join(dir, output), captionsVtt: buildCaptionsVtt(slides) };
}
