import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@tus/utils';
import Redis from 'ioredis';
import { loadConfig } from '@retainly/config';
import { createMediaStorage } from '@retainly/media';
import { createUploadStore } from '../../apps/api/src/media/upload-store';
import { TEST_REDIS_URL } from '../support/test-environment';
import { startS3rverWithListParts } from './s3rver-with-list-parts';

const MB = 1024 * 1024;
const BUCKET = 'retainly-media';

/**
 * With S3_BUCKET set, tus keeps uploads in the media bucket (S3Store) such that the finished
 * object is the MediaStorage key the api records as source_key, `uploads/<mediaId>`.
 */
describe('S3 upload store', () => {
  let directory: string;
  let s3: Awaited<ReturnType<typeof startS3rverWithListParts>>;
  let client: S3Client;
  let config: ReturnType<typeof loadConfig>;
  let redis: Redis;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'retainly-s3-uploads-'));
    s3 = await startS3rverWithListParts(join(directory, 's3'), BUCKET);
    config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      QUEUE_PREFIX: `s3-uploads-${randomUUID()}`,
    });
    redis = new Redis(TEST_REDIS_URL);
    client = new S3Client({
      endpoint: s3.endpoint,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  afterAll(async () => {
    client?.destroy();
    await redis?.quit();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('writes an upload in pieces, resumable at its offset, to the object uploads/<mediaId>', async () => {
    const store = createUploadStore(config, redis);
    const mediaId = randomUUID();
    const uploadId = store.uploadIdOf(mediaId);
    expect(uploadId).toBe(`uploads/${mediaId}`);
    expect(store.mediaIdOf(uploadId)).toBe(mediaId);
    // Past S3Store's 8 MiB part: one whole part, then a tail kept aside until the rest arrives.
    const file = randomBytes(12 * MB);
    await store.datastore.create(new Upload({ id: uploadId, size: file.length, offset: 0 }));

    // A first piece that ends mid-part, as a cut PATCH would: the store reports what it kept.
    const cut = 9 * MB + 123;
    const afterCut = await store.datastore.write(
      Readable.from([file.subarray(0, cut)]),
      uploadId,
      0,
    );
    expect(afterCut).toBe(cut);
    expect((await store.datastore.getUpload(uploadId)).offset).toBe(cut);
    // Another api replica (its own store, the same bucket and Redis) takes the rest.
    const replica = createUploadStore(config, redis);
    expect((await replica.datastore.getUpload(uploadId)).offset).toBe(cut);
    const done = await replica.datastore.write(Readable.from([file.subarray(cut)]), uploadId, cut);
    expect(done).toBe(file.length);
    expect(await store.datastore.getUpload(uploadId)).toMatchObject({
      offset: file.length,
      size: file.length,
    });

    const sourceKey = store.sourceKeyOf(mediaId);
    expect(sourceKey).toBe(`uploads/${mediaId}`);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: sourceKey }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(file)).toBe(true);
    // What the worker does with the source_key the api records.
    const downloaded = join(directory, 'downloaded');
    await createMediaStorage(config).download(sourceKey, downloaded);
    expect((await readFile(downloaded)).equals(file)).toBe(true);
    // Its tus state sits beside it; nothing of it lands outside uploads/.
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(listed.Contents!.map((entry) => entry.Key).sort()).toEqual([
      sourceKey,
      `${sourceKey}.info`,
    ]);
  });
});
