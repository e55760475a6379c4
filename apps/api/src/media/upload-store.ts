import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type Redis from 'ioredis';
import type { AppConfig } from '@retainly/config';
import { DAY_MS, UPLOAD_EXPIRY_DAYS } from '@retainly/domain';
import { MEDIA_FOLDERS } from '@retainly/media';
import { ExpiringRedisKvStore } from './redis-kv-store';

/**
 * Where tus keeps uploads while they arrive, such that a finished upload already is the
 * MediaStorage object `uploads/<mediaId>` the worker downloads (nothing is copied at the end).
 *
 * - local: a FileStore in `<MEDIA_DIR>/uploads`, each upload a file named by its media id (its
 *   tus state beside it in `<id>.json`);
 * - S3: an S3Store on the media bucket. It names objects by the tus upload id itself, so that id
 *   is `uploads/<mediaId>` (the URL keeps only the media id): the finished object lands at the
 *   same key, a multipart upload while it arrives, with `uploads/<id>.info` (its tus state) and
 *   `uploads/<id>.part` (a tail shorter than an S3 part) beside it. Its cache of each upload's
 *   state is in Redis (`redis`), so every api replica reads the same.
 *
 * Both are readable by every replica: the FileStore keeps its state in files beside the upload
 * (the replicas share MEDIA_DIR), the S3Store in the bucket and that cache.
 */
export interface UploadStore {
  datastore: DataStore;
  /** The tus upload id of a media item. */
  uploadIdOf(mediaId: string): string;
  mediaIdOf(uploadId: string): string;
  /** The MediaStorage key of the finished upload. */
  sourceKeyOf(mediaId: string): string;
}

export function createUploadStore(config: AppConfig, redis: Redis): UploadStore {
  const sourceKeyOf = (mediaId: string) => `${MEDIA_FOLDERS.uploads}/${mediaId}`;
  if (!config.S3_BUCKET) {
    const directory = join(resolve(config.MEDIA_DIR), MEDIA_FOLDERS.uploads);
    // FileStore creates it too, but in the background, throwing out of a callback on failure.
    mkdirSync(directory, { recursive: true });
    return {
      datastore: new FileStore({ directory }),
      uploadIdOf: (mediaId) => mediaId,
      mediaIdOf: (uploadId) => uploadId,
      sourceKeyOf,
    };
  }
  const prefix = `${MEDIA_FOLDERS.uploads}/`;
  return {
    datastore: new S3Store({
      // Outlives any upload the worker has not expired yet.
      cache: new ExpiringRedisKvStore<MetadataValue>(
        redis,
        `${config.QUEUE_PREFIX}:tus-s3:`,
        (UPLOAD_EXPIRY_DAYS + 1) * DAY_MS,
      ),
      s3ClientConfig: {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials: {
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        },
        // As the S3 media driver: R2, B2 and older MinIO do not all take the SDK's default
        // aws-chunked uploads with trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
    uploadIdOf: (mediaId) => `${prefix}${mediaId}`,
    mediaIdOf: (uploadId) => uploadId.slice(prefix.length),
    sourceKeyOf,
  };
}
