import { createReadStream, createWriteStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, SERVED_FOLDERS } from './media-keys';
import {
  assertByteRange,
  MediaNotFoundError,
  type ByteRange,
  type MediaStorage,
  type StoredObject,
} from './media-storage';
import { putMultipart } from './s3-multipart';
import { writeAtomically } from './write-atomically';

export interface S3StorageOptions {
  bucket: string;
  /** The S3 API the servers call; unset means AWS itself. */
  endpoint?: string;
  /** The address presigned URLs carry, when browsers reach the store elsewhere (docker). */
  publicEndpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** How long a presigned playback URL stays valid. */
  urlTtlSeconds: number;
  /** Files larger than this go up in parts (one PutObject carries at most 5 GiB). */
  multipartThresholdBytes?: number;
  partBytes?: number;
}

/** A presigned GET and the moment it stops working. */
export interface PresignedUrl {
  url: string;
  expiresAt: Date;
}

const MiB = 1024 * 1024;
/** Content-addressed objects never change bytes under one key. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as Partial<S3ServiceException>;
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Media in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2). Browsers
 * fetch objects straight from the store through presigned GETs, so media never streams through
 * the api. A PutObject (or a multipart upload's completion) is atomic: an object appears whole
 * or not at all.
 */
export class S3MediaStorage implements MediaStorage {
  readonly driver = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly presigner: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = s3Client(options, options.endpoint);
    this.presigner = options.publicEndpoint
      ? s3Client(options, options.publicEndpoint)
      : this.client;
  }

  async put(key: string, path: string, contentType: string): Promise<StoredObject> {
    assertSafeKey(key);
    const { size } = await statFile(path);
    const object = {
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      CacheControl: SERVED_FOLDERS.includes(key.split('/')[0]!) ? IMMUTABLE : undefined,
    };
    let etag: string | undefined;
    if (size > (this.options.multipartThresholdBytes ?? 1024 * MiB)) {
      etag = await putMultipart(
        this.client,
        object,
        path,
        size,
        this.options.partBytes ?? 64 * MiB,
      );
    } else {
      const put = await this.client.send(
        new PutObjectCommand({ ...object, Body: createReadStream(path), ContentLength: size }),
      );
      etag = put.ETag;
    }
    return { bytes: size, etag: etag ?? '""', contentType };
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        bytes: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        contentType: head.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    assertByteRange(range);
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      // In Node the SDK's body is the response stream itself.
      return got.Body as Readable;
    } catch (error) {
      throw isNotFound(error) ? new MediaNotFoundError(key) : error;
    }
  }

  async download(key: string, toPath: string): Promise<void> {
    const body = await this.read(key);
    await writeAtomically(resolve(toPath), (temporary) =>
      pipeline(body, createWriteStream(temporary)),
    ).finally(() => body.destroy());
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers 204 whether or not the key held anything.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async playbackUrl(key: string): Promise<string> {
    return (await this.presign(key)).url;
  }

  /**
   * Nothing to list: a put killed midway leaves an incomplete multipart upload, not an object,
   * and the bucket's lifecycle rule (AbortIncompleteMultipartUpload, docs/media.md) ends those.
   */
  async removeUnfinishedWrites(): Promise<number> {
    return 0;
  }

  /**
   * A presigned GET for the key. The signing time is rounded down to a quarter of the TTL, so
   * the same object gets the same URL for a while (browsers and CDNs cache by URL), and every
   * URL handed out still has at least three quarters of the TTL to run.
   */
  async presign(key: string, now = Date.now()): Promise<PresignedUrl> {
    assertSafeKey(key);
    const ttlMs = this.options.urlTtlSeconds * 1000;
    const windowMs = Math.max(1000, Math.floor(ttlMs / 4 / 1000) * 1000);
    const signingDate = new Date(now - (now % windowMs));
    const url = await getSignedUrl(
      this.presigner,
      new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      { expiresIn: this.options.urlTtlSeconds, signingDate },
    );
    return { url, expiresAt: new Date(signingDate.getTime() + ttlMs) };
  }
}

function s3Client(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Checksums only where S3 demands them: R2, B2, older MinIO and test servers do not all
    // speak the newer aws-chunked trailing-checksum uploads the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
