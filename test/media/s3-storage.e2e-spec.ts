import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@retainly/config';
import { createMediaStorage, S3MediaStorage } from '@retainly/media';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { collect, describeStorageContract, digest, keyFor } from './storage-contract';

/**
 * The S3 driver against a real S3-protocol server (s3rver), never a mock of the SDK. s3rver
 * checks no bucket policy (it serves unsigned GETs), so what a private bucket refuses is MinIO's
 * and S3's to prove, not these tests'.
 */
describeStorageContract('S3-compatible (s3rver)', async () => {
  const server = await startS3Server();
  return { storage: createMediaStorage(loadConfig(server.env)), stop: () => server.stop() };
});

describe('S3MediaStorage', () => {
  let server: S3TestServer;
  let storage: S3MediaStorage;
  let work: string;

  async function stored(size: number, folder: 'renditions' | 'posters' = 'renditions') {
    const bytes = randomBytes(size);
    const path = join(work, randomBytes(4).toString('hex'));
    await writeFile(path, bytes);
    const key = keyFor(bytes, folder);
    await storage.put(key, path, folder === 'renditions' ? 'video/mp4' : 'image/jpeg');
    return { bytes, key, path };
  }

  beforeAll(async () => {
    server = await startS3Server();
    work = await mkdtemp(join(tmpdir(), 'retainly-s3-spec-'));
    storage = createMediaStorage(
      loadConfig({ ...server.env, MEDIA_URL_TTL_SECONDS: '600' }),
    ) as S3MediaStorage;
  });

  afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('is what createMediaStorage gives when S3_BUCKET is set', () => {
    expect(storage).toBeInstanceOf(S3MediaStorage);
    expect(storage.driver).toBe('s3');
  });

  it('presigns a GET that the store answers with the bytes, type and immutable caching', async () => {
    const { bytes, key } = await stored(20_000);
    const url = await storage.playbackUrl(key);
    expect(url.startsWith(`${server.endpoint}/${server.bucket}/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('600');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(digest(Buffer.from(await response.arrayBuffer()))).toBe(digest(bytes));
  });

  it('the presigned URL serves a Range request as 206 with exactly those bytes', async () => {
    const { bytes, key } = await stored(20_000);
    const response = await fetch(await storage.playbackUrl(key), {
      headers: { range: 'bytes=1000-4999' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 1000-4999/20000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(digest(Buffer.from(await response.arrayBuffer()))).toBe(
      digest(bytes.subarray(1_000, 5_000)),
    );
  });

  it('hands out one URL per key for a quarter of the TTL, each valid for at least 3/4 of it', async () => {
    const { key } = await stored(100);
    const start = Date.UTC(2030, 0, 1, 12, 0, 0); // on a 150 s boundary
    const first = await storage.presign(key, start + 1_000);
    expect((await storage.presign(key, start + 149_000)).url).toBe(first.url);
    expect((await storage.presign(key, start + 150_000)).url).not.toBe(first.url);
    expect(first.expiresAt.getTime()).toBe(start + 600_000);
    expect(first.expiresAt.getTime() - (start + 149_000)).toBeGreaterThanOrEqual(450_000);
  });

  it('marks only served folders immutable; an upload is not', async () => {
    const bytes = randomBytes(50);
    const path = join(work, 'upload');
    await writeFile(path, bytes);
    await storage.put('uploads/3f2b8c1e-upload', path, 'application/octet-stream');
    const response = await fetch(await storage.playbackUrl('uploads/3f2b8c1e-upload'));
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('puts a file larger than the threshold in parts, and it reads back whole', async () => {
    const multipart = new S3MediaStorage({
      bucket: server.bucket,
      endpoint: server.endpoint,
      region: 'us-east-1',
      accessKeyId: server.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: true,
      urlTtlSeconds: 600,
      multipartThresholdBytes: 1024 * 1024,
      partBytes: 5 * 1024 * 1024,
    });
    const bytes = randomBytes(12 * 1024 * 1024 + 7);
    const path = join(work, 'large');
    await writeFile(path, bytes);
    const key = keyFor(bytes);
    const requestsBefore = server.requests.length;
    await multipart.put(key, path, 'video/mp4');
    const sent = server.requests.slice(requestsBefore).filter((line) => line.includes(key));
    // Three parts of at most 5 MiB, between the create and the complete; no plain PutObject.
    expect(
      sent.filter((line) => line.startsWith('PUT') && line.includes('partNumber=')),
    ).toHaveLength(3);
    expect(sent.filter((line) => line.startsWith('POST'))).toHaveLength(2);
    expect((await multipart.stat(key))?.bytes).toBe(bytes.length);
    expect(digest(await collect(await multipart.read(key)))).toBe(digest(bytes));
  });

  it('presigns with S3_PUBLIC_ENDPOINT when browsers reach the store at another address', async () => {
    const { key } = await stored(100);
    const publicStorage = createMediaStorage(
      loadConfig({ ...server.env, S3_PUBLIC_ENDPOINT: 'http://media.example.test:9000' }),
    );
    const url = new URL(await publicStorage.playbackUrl(key));
    expect(url.origin).toBe('http://media.example.test:9000');
    expect(url.pathname).toBe(`/${server.bucket}/${key}`);
  });
});
