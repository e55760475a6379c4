import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DelayedError, UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import {
  MEDIA_STORAGE,
  MediaRefusal,
  spokenDuration,
  ToolTimeoutError,
  type MediaStorage,
} from '@retainly/media';
import { isLastAttempt } from '../jobs/job-attempts';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MediaRows, type MediaJobItem } from './media-rows';
import { MediaShutdown } from './media-shutdown';
import { ProgressWriter } from './progress-writer';
import { VideoProcessor } from './video-processor';
import { createWorkDir, removeWorkDir } from './work-dir';

type ProcessJob = JobOf<JobName.ProcessVideo>;

/**
 * Runs of one item, whatever ended them (failures, worker crashes, shutdowns): past this, a
 * file that kills its worker every time is marked failed instead of being retried forever.
 */
export const MAX_MEDIA_RUNS = 5;
/** After a shutdown the job waits this long, then any worker takes it. */
const REQUEUE_DELAY_MS = 1_000;

/**
 * ProcessVideo: an uploaded (or sample) video becomes stored renditions, a poster and a
 * duration, and then, in the same transaction as 'ready', what its target plays.
 *
 * A file we refuse (not a video, too long, too large) fails at once with the reason. Anything
 * else rethrows so BullMQ retries with backoff; the last attempt marks the item failed. A
 * worker shutdown kills ffmpeg and puts the job back without using an attempt; a worker
 * killed outright leaves only its temporary directory, and the stalled-job check re-runs the
 * job elsewhere once the lock (JOB_LOCK_MS) expires.
 */
@Injectable()
export class ProcessVideoHandler {
  private readonly logger = new Logger(ProcessVideoHandler.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly rows: MediaRows,
    private readonly processor: VideoProcessor,
    private readonly shutdown: MediaShutdown,
  ) {}

  @JobHandler(JobName.ProcessVideo)
  async process(job: ProcessJob, token?: string): Promise<{ ready: string } | { skipped: string }> {
    const { data } = await jobEvent(this.db, JobName.ProcessVideo, job.data.eventId);
    const id = data.media_id;
    const item = await this.rows.start(id);
    if (!item) return { skipped: 'ready, failed or deleted' };
    if (item.attempt > MAX_MEDIA_RUNS) {
      const reason = `Processing failed: ${item.attempt - 1} runs ended without a result (the worker stopped or crashed).`;
      await this.rows.fail(item, reason);
      throw new UnrecoverableError(reason);
    }

    const progress = new ProgressWriter(
      (percent) => this.rows.progress(item, percent),
      (error) => this.logger.warn({ mediaId: id, err: error.message }, 'progress not saved'),
    );
    // Removed before the row's final status is written, so 'ready' or 'failed' means done.
    let dir: string | undefined;
    const cleanUp = async () => {
      const done = dir;
      dir = undefined;
      if (done) await removeWorkDir(done);
    };
    try {
      dir = await createWorkDir(id);
      const ready = await this.processor.process(item, dir, {
        signal: this.shutdown.signal,
        deadline: Date.now() + this.config.MEDIA_JOB_TIMEOUT_MS,
        onProgress: (percent) => progress.report(percent),
      });
      await progress.settled();
      await cleanUp();
      if (!(await this.rows.finish(item, ready))) return { skipped: 'a later run took over' };
      // The renditions are what we keep; the upload has served its purpose.
      await this.removeSource(item);
      return { ready: id };
    } catch (error) {
      await progress.settled();
      await cleanUp();
      return await this.failed(job, token, item, error as Error);
    } finally {
      await cleanUp();
    }
  }

  private async failed(
    job: ProcessJob,
    token: string | undefined,
    item: MediaJobItem,
    error: Error,
  ): Promise<never> {
    if (error instanceof MediaRefusal) {
      // Nothing can be made of the upload; unless a later run owns the item now, it goes.
      if (await this.rows.fail(item, error.message)) await this.removeSource(item);
      throw new UnrecoverableError(error.message);
    }
    if (this.shutdown.signal.aborted) {
      // Our own shutdown stopped it, not the file: back to the queue, no attempt used.
      await this.rows.requeue(item);
      if (!token) throw error;
      await job.moveToDelayed(Date.now() + REQUEUE_DELAY_MS, token);
      throw new DelayedError();
    }
    const reason = this.describe(error);
    this.logger.warn({ mediaId: item.id, run: item.attempt, err: reason }, 'video attempt failed');
    if (isLastAttempt(job)) {
      await this.rows.fail(item, `Processing failed: ${reason}`);
      throw new UnrecoverableError(reason);
    }
    await this.rows.requeue(item);
    throw error;
  }

  private describe(error: Error): string {
    if (error instanceof ToolTimeoutError) {
      const limit = spokenDuration(this.config.MEDIA_JOB_TIMEOUT_MS / 1000);
      return `it took longer than ${limit}, the time limit for one video.`;
    }
    return error.message;
  }

  /** A failed removal leaves an orphaned upload, not a broken item: noted, not thrown. */
  private async removeSource(item: MediaJobItem): Promise<void> {
    if (!item.sourceKey) return;
    await this.storage
      .delete(item.sourceKey)
      .catch((error: Error) =>
        this.logger.warn({ mediaId: item.id, err: error.message }, 'upload not removed'),
      );
  }
}
