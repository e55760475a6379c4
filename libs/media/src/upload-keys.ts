import type { AppConfig } from '@retainly/config';
import { MEDIA_FOLDERS } from './media-keys';

/**
 * The media keys an upload may have left in the tus store: the file itself and its state
 * (`<id>.json` beside a FileStore's file; `.info` and `.part` beside an S3Store's object). An
 * unfinished S3 multipart upload is not an object: the bucket's lifecycle rule aborts it.
 */
export function uploadStoreKeys(config: Pick<AppConfig, 'S3_BUCKET'>, mediaId: string): string[] {
  const key = `${MEDIA_FOLDERS.uploads}/${mediaId}`;
  return config.S3_BUCKET ? [key, `${key}.info`, `${key}.part`] : [key, `${key}.json`];
}
