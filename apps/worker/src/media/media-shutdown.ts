import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Aborted when the worker begins to stop. A transcode takes minutes, far past
 * SHUTDOWN_GRACE_MS, so the media job does not wait for it: ffmpeg is killed at once and the
 * job goes back to the queue without using up an attempt (see ProcessVideoHandler).
 */
@Injectable()
export class MediaShutdown implements BeforeApplicationShutdown {
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;

  beforeApplicationShutdown(): void {
    this.controller.abort();
  }
}
