import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import {
  ffmpegPath,
  ffprobePath,
  LocalMediaStorage,
  planRenditions,
  probeVideo,
  runTool,
  transcodeArgs,
  type MediaStorage,
} from '@retainly/media';
import { sleep } from './stats';
import { BENCH_MODULE } from './video-first-frame';

const TOOLS = {
  ffmpegPath: ffmpegPath({ FFMPEG_PATH: process.env.FFMPEG_PATH }),
  ffprobePath: ffprobePath({ FFPROBE_PATH: process.env.FFPROBE_PATH }),
};

/** Runs a tool to its end; throws with its last words when it fails. */
export function runQuietly(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2_000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}

/** A `seconds` long 1080p H.264/AAC clip with motion and a tone: what an operator might upload. */
export async function generateClip(dir: string, seconds: number): Promise<string> {
  const clip = join(dir, 'clip-1080p.mp4');
  await runQuietly(TOOLS.ffmpegPath, [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart', clip],
  ]);
  return clip;
}

/**
 * The baseline: the transcode command the job runs (transcodeArgs: 720p and 1080p renditions
 * in one process), run directly by ffmpeg, with no queue, probe, poster or storage around it.
 * At the job's priority (nice 10, as runTool's lowPriority gives it), so that on a busy machine
 * the figure compares the job's own work, not the scheduler's preference.
 */
export async function plainTranscodeSeconds(clip: string, dir: string): Promise<number> {
  const video = await probeVideo(clip, { maxSeconds: 7_200, maxHeight: 2_160 }, TOOLS);
  const outputs = planRenditions(video).map((size) => ({
    ...size,
    path: join(dir, `plain-${size.level}.mp4`),
  }));
  const args = transcodeArgs({ input: clip, video, outputs, maxSeconds: 7_200 });
  const started = performance.now();
  await runTool(TOOLS.ffmpegPath, args, { lowPriority: true, onStdout: () => undefined });
  return (performance.now() - started) / 1000;
}

export interface JobRun {
  seconds: number;
  mediaId: string;
  /** The 720p rendition's storage key. */
  rendition720: string;
}

/**
 * The real job path: the clip stored as an upload, a media row and its VideoUploaded event
 * committed together, then the running worker's relay, BullMQ and ProcessVideo (probe,
 * transcode, poster, storing by content, ready + attach). Timed from the commit until the row
 * reads ready.
 */
export async function processThroughJob(
  db: DataSource,
  mediaDir: string,
  clip: string,
): Promise<JobRun> {
  const storage: MediaStorage = new LocalMediaStorage(mediaDir);
  const sourceKey = `uploads/bench-${randomUUID()}`;
  const source = await storage.put(sourceKey, clip, 'video/mp4');
  const target = `${BENCH_MODULE.categoryId}/${BENCH_MODULE.moduleId}`;
  let mediaId = '';
  const started = performance.now();
  await db.transaction(async (manager) => {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO media_items (owner_type, target_type, target_ref, status, source_name,
         source_bytes, source_key)
       VALUES ('platform', 'catalogue_module', $1, 'queued', 'bench-1080p.mp4', $2, $3)
       RETURNING id`,
      [target, source.bytes, sourceKey],
    );
    mediaId = row.id;
    await appendEvents(manager, [{ type: 'VideoUploaded', data: { media_id: mediaId } }]);
  });
  for (;;) {
    const [item]: {
      status: string;
      failure: string | null;
      renditions: { height: number; key: string }[];
    }[] = await db.query(`SELECT status, failure, renditions FROM media_items WHERE id = $1`, [
      mediaId,
    ]);
    if (item.status === 'failed') throw new Error(`The job failed: ${item.failure}`);
    if (item.status === 'ready') {
      const seconds = (performance.now() - started) / 1000;
      const rendition720 = item.renditions.find((r) => r.height === 720)?.key;
      if (!rendition720) throw new Error('The job made no 720p rendition');
      return { seconds, mediaId, rendition720 };
    }
    await sleep(50);
  }
}
