import type { AppConfig } from '@retainly/config';
import { createDataSource } from '@retainly/database';
import { slotsWithConfiguredVideo } from '@retainly/domain';
import { requestSampleVideos } from '@retainly/media';
import { loadSiteLinks } from '../apps/api/src/public-site/site-config.file';

/** The site video slots the site config gives a URL (they need no sample). */
export const configuredSiteVideos = (config: AppConfig) =>
  slotsWithConfiguredVideo(loadSiteLinks(config).videos);

/**
 * Queues sample videos for every module and site slot with nothing to play, when SAMPLE_VIDEOS
 * is on. Only rows and outbox events are written here; the worker renders them in the background.
 */
export async function queueSampleVideos(config: AppConfig): Promise<number> {
  if (!config.SAMPLE_VIDEOS) return 0;
  const db = await createDataSource({ url: config.DATABASE_URL, poolSize: 1 }).initialize();
  try {
    return (await requestSampleVideos(db, configuredSiteVideos(config))).length;
  } finally {
    await db.destroy();
  }
}

export function sampleVideosNote(queued: number): string {
  return queued
    ? `Queued ${queued} sample video${queued === 1 ? '' : 's'}: the worker renders them in the background.\n`
    : '';
}
