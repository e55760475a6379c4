import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@retainly/config';

/** What a /media request's signature says: only 'valid' is served. */
export type MediaUrlCheck = 'valid' | 'missing' | 'invalid' | 'expired';

const EXPIRES = /^\d{1,12}$/;

/**
 * Signed, expiring /media URLs (HMAC-SHA256 over the key and the expiry), so a file is reachable
 * only through a page that handed its URL out (an agency's media only through its own versions)
 * and only for a while, as S3's presigned URLs are. The expiry is rounded up to the next
 * MEDIA_URL_TTL_SECONDS window: every URL handed out lives at least a TTL, and one object keeps
 * one URL for a whole window, so browsers and CDNs can cache it.
 */
export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(
    secret: string | Buffer,
    readonly ttlSeconds: number,
  ) {
    // A key of its own: the secret may be one that signs other things too (S3's).
    this.key = createHmac('sha256', secret).update('retainly /media url signing').digest();
  }

  /** Seconds since the epoch at which URLs signed at `nowMs` stop working. */
  expiresAt(nowMs = Date.now()): number {
    const now = Math.floor(nowMs / 1000);
    return Math.ceil((now + this.ttlSeconds) / this.ttlSeconds) * this.ttlSeconds;
  }

  /** `/media/<key>?expires=<seconds>&sig=<base64url HMAC>`. */
  url(key: string, nowMs = Date.now()): string {
    const expires = this.expiresAt(nowMs);
    return `/media/${key}?expires=${expires}&sig=${this.signature(key, expires)}`;
  }

  check(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    nowMs = Date.now(),
  ): MediaUrlCheck {
    if (!expires || !signature) return 'missing';
    if (!EXPIRES.test(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 <= nowMs ? 'expired' : 'valid';
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${expires}\n${key}`).digest('base64url');
  }
}

/**
 * The signer of this deployment: MEDIA_URL_SECRET, else (S3) one derived from the bucket's
 * secret key, else a random one for this process (development and tests: the config requires
 * MEDIA_URL_SECRET in production with the local store, where every replica must agree).
 */
export function mediaUrlSigner(
  config: Pick<
    AppConfig,
    'MEDIA_URL_SECRET' | 'MEDIA_URL_TTL_SECONDS' | 'S3_BUCKET' | 'S3_SECRET_ACCESS_KEY'
  >,
): MediaUrlSigner {
  const secret =
    config.MEDIA_URL_SECRET ?? (config.S3_BUCKET && config.S3_SECRET_ACCESS_KEY) ?? randomBytes(32);
  return new MediaUrlSigner(secret, config.MEDIA_URL_TTL_SECONDS);
}
