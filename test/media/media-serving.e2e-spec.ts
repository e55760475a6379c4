import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  MEDIA_STORAGE,
  MEDIA_URL_SIGNER,
  MediaUrlSigner,
  PARTIAL_DIR,
  type MediaStorage,
} from '@retainly/media';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { digest, keyFor } from './storage-contract';

/** A GET sent with its path exactly as written (fetch and inject would resolve `..` first). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The cache lifetime a response announces, in seconds. */
const maxAgeOf = (cacheControl: unknown) =>
  Number(/max-age=(\d+)/.exec(String(cacheControl))?.[1] ?? NaN);

/**
 * GET /media/<folder>/<file>?expires=..&sig=..: the local driver's files served by the api with
 * byte ranges, validators and caching until the URL expires; the S3 driver's answered with a
 * redirect to the store; either only with a valid signature. The api runs in-process with a web
 * build of its own, so the SPA fallback is in play too.
 */
describe('media served by the api', () => {
  let env: TestEnvironment;
  let work: string;
  let mediaDir: string;
  let createApiApp: (typeof import('../../apps/api/src/bootstrap'))['createApiApp'];

  beforeAll(async () => {
    env = await createTestEnvironment();
    work = await mkdtemp(join(tmpdir(), 'retainly-serving-'));
    const webDist = join(work, 'web-dist');
    await mkdir(webDist);
    await writeFile(join(webDist, 'index.html'), '<html><head></head><body>app</body></html>');
    // Read once, when bootstrap is first loaded.
    process.env.WEB_DIST_DIR = webDist;
    ({ createApiApp } = await import('../../apps/api/src/bootstrap'));
    // Not created yet: the api must make it at start.
    mediaDir = join(work, 'not-yet', 'media');
  });

  afterAll(async () => {
    delete process.env.WEB_DIST_DIR;
    await env?.dispose();
    if (work) await rm(work, { recursive: true, force: true });
  });

  describe('local driver', () => {
    let app: NestFastifyApplication;
    let port: number;
    let bytes: Buffer;
    let url: string;

    beforeAll(async () => {
      app = await createApiApp(env.config({ LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.getHttpServer().address() as AddressInfo).port;
      bytes = randomBytes(10_000);
      const source = join(work, 'clip.mp4');
      await writeFile(source, bytes);
      const storage = app.get<MediaStorage>(MEDIA_STORAGE);
      const key = keyFor(bytes);
      await storage.put(key, source, 'video/mp4');
      url = await storage.playbackUrl(key);
    });

    afterAll(() => app?.close());

    it('creates MEDIA_DIR at start', () => {
      expect(existsSync(mediaDir)).toBe(true);
    });

    it('serves the whole file with its type, a validator, ranges and caching while the URL lives', async () => {
      expect(url).toMatch(/^\/media\/renditions\/[0-9a-f]{64}\.mp4\?expires=\d+&sig=[\w-]{43}$/);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['content-length']).toBe('10000');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
      // At least the TTL (3600 s by default), never past the URL's expiry.
      const maxAge = maxAgeOf(res.headers['cache-control']);
      expect(maxAge).toBeGreaterThanOrEqual(3_599);
      expect(maxAge).toBeLessThanOrEqual(7_200);
      expect(res.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(digest(res.rawPayload)).toBe(digest(bytes));
    });

    it('answers a Range request with 206 and exactly those bytes', async () => {
      const res = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 1000-1999/10000');
      expect(res.headers['content-length']).toBe('1000');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
      expect(digest(res.rawPayload)).toBe(digest(bytes.subarray(1_000, 2_000)));
    });

    it('answers a suffix range (the last 100 bytes) and an open-ended one', async () => {
      const suffix = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-100' } });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe('bytes 9900-9999/10000');
      expect(digest(suffix.rawPayload)).toBe(digest(bytes.subarray(9_900)));
      const open = await app.inject({ method: 'GET', url, headers: { range: 'bytes=9000-' } });
      expect(open.statusCode).toBe(206);
      expect(open.headers['content-range']).toBe('bytes 9000-9999/10000');
      expect(digest(open.rawPayload)).toBe(digest(bytes.subarray(9_000)));
    });

    it('answers 416 with the size for a range past the end', async () => {
      const res = await app.inject({ method: 'GET', url, headers: { range: 'bytes=20000-20100' } });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */10000');
    });

    it('answers 304 to If-None-Match with its ETag, and sends again for another', async () => {
      const { etag } = (await app.inject({ method: 'HEAD', url })).headers;
      const cached = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag as string },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      const stale = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': '"other"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('serves posters and captions with their types', async () => {
      const storage = app.get<MediaStorage>(MEDIA_STORAGE);
      const poster = randomBytes(300);
      await writeFile(join(work, 'poster.jpg'), poster);
      const posterKey = keyFor(poster, 'posters');
      await storage.put(posterKey, join(work, 'poster.jpg'), 'image/jpeg');
      const jpg = await app.inject({ method: 'GET', url: await storage.playbackUrl(posterKey) });
      expect(jpg.statusCode).toBe(200);
      expect(jpg.headers['content-type']).toBe('image/jpeg');

      const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';
      await writeFile(join(work, 'captions.vtt'), vtt);
      const captionsKey = `captions/${'c'.repeat(64)}.vtt`;
      await storage.put(captionsKey, join(work, 'captions.vtt'), 'text/vtt');
      const text = await app.inject({ method: 'GET', url: await storage.playbackUrl(captionsKey) });
      expect(text.statusCode).toBe(200);
      expect(text.headers['content-type']).toMatch(/^text\/vtt/);
      expect(text.body).toBe(vtt);
    });

    it('never serves uploads, the .partial folder or a missing file, and gives no page for them', async () => {
      const uploadId = randomUUID();
      await mkdir(join(mediaDir, 'uploads'), { recursive: true });
      await writeFile(join(mediaDir, 'uploads', uploadId), 'raw upload');
      await mkdir(join(mediaDir, PARTIAL_DIR), { recursive: true });
      await writeFile(join(mediaDir, PARTIAL_DIR, 'half.mp4'), 'half');
      const signer = app.get<MediaUrlSigner>(MEDIA_URL_SIGNER);
      for (const path of [
        `/media/uploads/${uploadId}`,
        signer.url(`uploads/${uploadId}`),
        `/media/${PARTIAL_DIR}/half.mp4`,
        signer.url(`renditions/${'0'.repeat(64)}.mp4`),
        '/media/elsewhere.mp4',
        '/media',
      ]) {
        const res = await app.inject({ method: 'GET', url: path });
        expect([path, res.statusCode]).toEqual([path, 404]);
        expect(res.body).not.toContain('<html>');
      }
    });

    it('refuses path traversal, plain or percent-encoded, without leaking a file', async () => {
      await writeFile(join(work, 'not-yet', 'secret.txt'), 'SECRET-BYTES-7f3a');
      for (const path of [
        '/media/../../etc/passwd',
        '/media/renditions/../../secret.txt',
        '/media/renditions/%2e%2e/%2e%2e/secret.txt',
        '/media/%2e%2e/secret.txt',
        '/media/renditions%2f..%2f..%2fsecret.txt',
        '/media/renditions/..%5c..%5csecret.txt',
      ]) {
        const res = await rawGet(port, path);
        expect({ path, refused: res.status >= 400 && res.status < 500 }).toEqual({
          path,
          refused: true,
        });
        expect(res.body).not.toContain('SECRET-BYTES');
        expect(res.body).not.toContain('root:');
      }
    });

    it('refuses a missing, altered, borrowed or expired signature with 403, cached nowhere', async () => {
      const { pathname, searchParams } = new URL(url, 'http://app.test');
      const expires = searchParams.get('expires')!;
      const sig = searchParams.get('sig')!;
      const otherKey = `posters/${'e'.repeat(64)}.jpg`;
      const secret = env.env().MEDIA_URL_SECRET!;
      const lapsed = new MediaUrlSigner(secret, 3_600).url(
        pathname.slice('/media/'.length),
        Date.now() - 3 * 3_600_000,
      );
      for (const refused of [
        pathname,
        `${pathname}?expires=${expires}`,
        `${pathname}?sig=${sig}`,
        `${pathname}?expires=${Number(expires) + 3_600}&sig=${sig}`,
        `${pathname}?expires=${expires}&sig=${sig.slice(0, -2)}AA`,
        `${pathname}?expires=${expires}&sig=${sig}&sig=${sig}`,
        `/media/${otherKey}?expires=${expires}&sig=${sig}`,
        new MediaUrlSigner('another server entirely, 32+ chars', 3_600).url(
          pathname.slice('/media/'.length),
        ),
        lapsed,
      ]) {
        const res = await app.inject({ method: 'GET', url: refused });
        expect([refused, res.statusCode]).toEqual([refused, 403]);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toMatchObject({ code: 'media_link' });
      }
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    });
  });

  describe('S3 driver', () => {
    let s3: S3TestServer;
    let app: NestFastifyApplication;

    beforeAll(async () => {
      s3 = await startS3Server();
      app = await createApiApp(env.config({ LOG_LEVEL: 'silent', ...s3.env }));
    });

    afterAll(async () => {
      await app?.close();
      await s3?.stop();
    });

    it('redirects /media/<key> to a presigned URL whose store answers a Range with 206', async () => {
      const bytes = randomBytes(20_000);
      const source = join(work, 's3-clip.mp4');
      await writeFile(source, bytes);
      const key = keyFor(bytes);
      await app.get<MediaStorage>(MEDIA_STORAGE).put(key, source, 'video/mp4');

      expect((await app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(403);
      const signed = app.get<MediaUrlSigner>(MEDIA_URL_SIGNER).url(key);
      const res = await app.inject({ method: 'GET', url: signed });
      expect(res.statusCode).toBe(302);
      const location = res.headers.location as string;
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
      expect(new URL(location).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // Cached no longer than the URL lives (MEDIA_URL_TTL_SECONDS, 3600 by default).
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const maxAge = maxAgeOf(res.headers['cache-control']);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThan(3_600);

      const ranged = await fetch(location, { headers: { range: 'bytes=5000-5999' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe('bytes 5000-5999/20000');
      expect(digest(Buffer.from(await ranged.arrayBuffer()))).toBe(
        digest(bytes.subarray(5_000, 6_000)),
      );
    });

    it('redirects nothing outside the served folders', async () => {
      for (const path of [
        `/media/uploads/${randomUUID()}`,
        '/media/%2e%2e/x.mp4',
        '/media/x.mp4',
      ]) {
        const res = await app.inject({ method: 'GET', url: path });
        expect([path, res.statusCode]).toEqual([path, 404]);
      }
    });

    it("lets pages load media from the store's origin (CSP)", async () => {
      const csp = (await app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
      expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
    });
  });
});
