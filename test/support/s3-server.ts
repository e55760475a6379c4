import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one built-in key pair. */
const ACCESS_KEY = 'S3RVER';

/** Browsers may fetch media cross-origin (a player with crossorigin set, caption tracks). */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** A real S3-protocol server for one test file, with its bucket made. */
export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app's S3 driver at this server. */
  env: Record<string, string>;
  /** Every request the server received, as 'METHOD /path?query', oldest first. */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * Starts s3rver on a free port, storing into a fresh temporary directory, with one bucket
 * (path-style addressing, as MinIO and most local servers want).
 */
export async function startS3Server(bucket = 'retainly-media-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'retainly-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.prependListener('request', (request: IncomingMessage) => {
    requests.push(`${request.method} ${request.url}`);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    requests,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
