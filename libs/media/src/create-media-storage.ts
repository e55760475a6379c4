import type { AppConfig } from '@retainly/config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

/**
 * The configured driver: S3-compatible storage when S3_BUCKET is set, else MEDIA_DIR.
 * TODO(#16 storage helper): the S3 driver.
 */
export function createMediaStorage(config: AppConfig): MediaStorage {
  if (config.S3_BUCKET) throw new Error('S3 storage is not built yet');
  return new LocalMediaStorage(config.MEDIA_DIR);
}
