/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import type { MediaTargetType } from '@retainly/domain';
import { contentKey, ffmpegPath, LocalMediaStorage } from '@retainly/media';
import { insertMediaItem } from '../../support/media-factories';
import type { TestEnvironment } from '../../support/test-environment';

const run = promisify(execFile);
const FFMPEG = ffmpegPath({ FFMPEG_PATH: process.env.FFMPEG_PATH });

export const CAPTION_TEXT = 'Welcome to your account tour.';

/** A real 320x180 H.264/AAC MP4 (faststart), its first frame as poster, and captions. */
async function renderClip(dir: string, seconds: number) {
  const clip = join(dir, 'clip.mp4');
  const poster = join(dir, 'poster.jpg');
  const captions = join(dir, 'captions.vtt');
  const quiet = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'];
  await run(FFMPEG, [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc=size=320x180:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-movflags', '+faststart', '-shortest', clip],
  ]);
  await run(FFMPEG, [...quiet, '-i', clip, '-frames:v', '1', '-q:v', '4', poster]);
  const end = `00:${String(seconds).padStart(2, '0')}.000`;
  await writeFile(captions, `WEBVTT\n\n00:00.000 --> ${end}\n${CAPTION_TEXT}\n`);
  return { clip, poster, captions };
}

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

export interface HostedMedia {
  keys: { rendition: string; poster: string; captions: string };
  /** A ready media_items row playing the clip, as the worker leaves one; returns its id. */
  readyMedia(targetType: MediaTargetType, targetRef: string): Promise<string>;
}

/**
 * The clip stored in `storeDir` as the worker would store it (its pipeline is tested
 * elsewhere). Rows claim a 1080p rendition whose file was never written: a player that starts
 * on 720p never asks for it.
 */
export async function hostedMedia(
  env: TestEnvironment,
  workDir: string,
  storeDir: string,
  /** The clip's length (whole seconds, under a minute). */
  seconds = 2,
): Promise<HostedMedia> {
  const files = await renderClip(workDir, seconds);
  const storage = new LocalMediaStorage(storeDir);
  const keys = {
    rendition: contentKey('renditions', await sha256(files.clip), 'mp4'),
    poster: contentKey('posters', await sha256(files.poster), 'jpg'),
    captions: contentKey('captions', await sha256(files.captions), 'vtt'),
  };
  await storage.put(keys.rendition, files.clip);
  await storage.put(keys.poster, files.poster);
  await storage.put(keys.captions, files.captions);
  const renditions = [
    { height: 1080, width: 1920, key: contentKey('renditions', 'f'.repeat(64), 'mp4'), bytes: 1 },
    { height: 720, width: 1280, key: keys.rendition, bytes: 1 },
  ];
  return {
    keys,
    readyMedia: (targetType, targetRef) =>
      insertMediaItem(env.db, {
        owner_type: 'platform',
        target_type: targetType,
        target_ref: targetRef,
        status: 'ready',
        progress: 100,
        source_name: 'clip.mp4',
        duration_seconds: seconds,
        width: 1920,
        height: 1080,
        renditions,
        poster_key: keys.poster,
        captions_key: keys.captions,
        transcript: CAPTION_TEXT,
        ready_at: new Date(),
      }),
  };
}

/** How varied an element's pixels are: 0 for a flat black box, high for a picture. */
export async function pictureSpread(page: Page, element: Locator): Promise<number> {
  const png = await element.screenshot({ type: 'png' });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    // The top 60 percent: a player's control bar sits at the bottom.
    const { data } = context.getImageData(0, 0, bitmap.width, Math.floor(bitmap.height * 0.6));
    const lumas: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      lumas.push(0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]);
    }
    const mean = lumas.reduce((sum, l) => sum + l, 0) / lumas.length;
    return Math.sqrt(lumas.reduce((sum, l) => sum + (l - mean) ** 2, 0) / lumas.length);
  }, png.toString('base64'));
}
