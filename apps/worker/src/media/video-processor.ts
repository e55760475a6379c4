import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { parseWebVtt, type MediaRendition } from '@retainly/domain';
import {
  durationOf,
  ffmpegPath,
  ffprobePath,
  LocalMediaStorage,
  MEDIA_STORAGE,
  MediaNotFoundError,
  MediaRefusal,
  planRenditions,
  posterTime,
  probeVideo,
  readFfprobe,
  renderPoster,
  transcode,
  type MediaStorage,
} from '@retainly/media';
import type { MediaJobItem, ReadyMedia } from './media-rows';
import type { CaptionTrack } from './sample-caption-tracks';
import { SampleRenderer } from './sample-renderer';
import { storeByContent } from './stored-files';

/** Retried like any error (a volume or bucket may be back soon), then shown to the operator. */
const MISSING_UPLOAD = 'the uploaded file is missing from storage';

export interface ProcessingRun {
  /** Aborted on worker shutdown: kills ffmpeg. */
  signal: AbortSignal;
  /** When MEDIA_JOB_TIMEOUT_MS runs out (epoch ms): ffmpeg is killed then. */
  deadline: number;
  onProgress: (percent: number) => void;
}

/**
 * One media item from its source to stored renditions: fetch (or render, for a sample),
 * identify by content, transcode, take a poster, store everything under content keys.
 * Every file is made in the run's private directory `dir`; nothing is visible until stored.
 */
@Injectable()
export class VideoProcessor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly samples: SampleRenderer,
  ) {}

  async process(item: MediaJobItem, dir: string, run: ProcessingRun): Promise<ReadyMedia> {
    const tools = () => ({
      ffmpegPath: ffmpegPath(this.config),
      ffprobePath: ffprobePath(this.config),
      signal: run.signal,
      timeoutMs: Math.max(1, run.deadline - Date.now()),
    });
    const { sourcePath, captionsVtt, translatedCaptions } = await this.source(item, dir);
    const limits = {
      maxSeconds: this.config.MAX_VIDEO_SECONDS,
      maxHeight: this.config.MAX_VIDEO_HEIGHT,
    };
    const video = await probeVideo(sourcePath, limits, tools());
    const outputs = planRenditions(video).map((size) => ({
      ...size,
      path: join(dir, `rendition-${size.level}.mp4`),
    }));
    await transcode(
      { input: sourcePath, video, outputs, maxSeconds: limits.maxSeconds },
      { ...tools(), onProgress: run.onProgress },
    );

    // What was written is what plays: its duration, not the source header's.
    const smallest = outputs[0].path;
    const durationSeconds =
      durationOf(await readFfprobe(smallest, tools())) ?? video.durationSeconds;
    const posterPath = join(dir, 'poster.jpg');
    await renderPoster(smallest, posterTime(durationSeconds), posterPath, tools());

    const renditions: MediaRendition[] = [];
    for (const output of [...outputs].reverse()) {
      const stored = await storeByContent(
        this.storage,
        'renditions',
        output.path,
        'mp4',
        'video/mp4',
      );
      renditions.push({ height: output.height, width: output.width, ...stored });
    }
    const poster = await storeByContent(this.storage, 'posters', posterPath, 'jpg', 'image/jpeg');
    const captions = captionsVtt === null ? null : await this.storeCaptions(captionsVtt, dir);
    const otherCaptions = [];
    for (const track of translatedCaptions) {
      const stored = await this.storeCaptions(track.vtt, dir, track.language);
      otherCaptions.push({
        language: track.language,
        key: stored.key,
        transcript: stored.transcript,
      });
    }
    return {
      durationSeconds: Math.round(durationSeconds * 1000) / 1000,
      width: video.width,
      height: video.height,
      renditions,
      posterKey: poster.key,
      captionsKey: captions?.key ?? null,
      transcript: captions?.transcript ?? null,
      otherCaptions,
    };
  }

  /**
   * A local path to read the source from. The local driver's upload is read where it lies
   * (no copy of a 2 GB file); from S3 it is downloaded into `dir`. A sample is rendered.
   */
  private async source(
    item: MediaJobItem,
    dir: string,
  ): Promise<{
    sourcePath: string;
    captionsVtt: string | null;
    translatedCaptions: CaptionTrack[];
  }> {
    if (item.sourceKey) {
      if (this.storage instanceof LocalMediaStorage) {
        const sourcePath = this.storage.pathOf(item.sourceKey);
        if (!(await this.storage.stat(item.sourceKey))) throw new Error(MISSING_UPLOAD);
        return { sourcePath, captionsVtt: null, translatedCaptions: [] };
      }
      const sourcePath = join(dir, 'source');
      try {
        await this.storage.download(item.sourceKey, sourcePath);
      } catch (error) {
        if (error instanceof MediaNotFoundError) throw new Error(MISSING_UPLOAD);
        throw error;
      }
      return { sourcePath, captionsVtt: null, translatedCaptions: [] };
    }
    if (!item.isSample) throw new MediaRefusal('The upload did not finish: there is no file.');
    const rendered = await this.samples.render(
      { targetType: item.targetType, targetRef: item.targetRef },
      dir,
    );
    return {
      sourcePath: rendered.videoPath,
      captionsVtt: rendered.captionsVtt,
      translatedCaptions: rendered.translatedCaptions,
    };
  }

  /** Captions that came with the source (a sample's), checked as an operator's upload is. */
  private async storeCaptions(vtt: string, dir: string, language = 'en') {
    const parsed = parseWebVtt(vtt);
    if (!parsed.ok) throw new Error(`captions line ${parsed.line}: ${parsed.reason}`);
    const path = join(dir, `captions-${language}.vtt`);
    await writeFile(path, vtt, 'utf8');
    const stored = await storeByContent(
      this.storage,
      'captions',
      path,
      'vtt',
      'text/vtt; charset=utf-8',
    );
    return { ...stored, transcript: parsed.transcript };
  }
}
