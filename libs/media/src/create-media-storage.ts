import type { AppConfig } from '@retainly/config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { mediaUrlSigner, type MediaUrlSigner } from './media-url-signer';
import { S3MediaStorage } from './s3-media-storage';

/**
 * The configured driver: S3-compatible storage when S3_BUCKET is set, else MEDIA_DIR, whose
 * playback URLs `signer` signs (the one serve-media checks them with).
 */
export function createMediaStorage(
  config: AppConfig,
  signer: MediaUrlSigner = mediaUrlSigner(config),
): MediaStorage {
  if (!config.S3_BUCKET) return new LocalMediaStorage(config.MEDIA_DIR, signer);
  return new S3MediaStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    region: config.S3_REGION,
    // The config schema requires both keys whenever S3_BUCKET is set.
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
  });
}
