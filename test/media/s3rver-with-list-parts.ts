import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * s3rver, a real S3-protocol server, with the one call it lacks that tus' S3Store needs:
 * ListParts (GET /<bucket>/<key>?uploadId=...), answered from s3rver's own part files. Every
 * other request goes to s3rver untouched (its signature checks included).
 */
export async function startS3rverWithListParts(directory: string, bucket: string) {
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3rverPort } = await s3rver.run();
  const partsOf = (uploadId: string) => join(directory, bucket, '._S3rver_uploads', uploadId);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'GET' && uploadId) {
      listParts(partsOf(uploadId), url.pathname, uploadId).then(
        ({ status, xml }) => res.writeHead(status, { 'content-type': 'application/xml' }).end(xml),
        (error: Error) => res.writeHead(500).end(error.message),
      );
      return;
    }
    const forward = request(
      {
        host: '127.0.0.1',
        port: s3rverPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await s3rver.close();
    },
  };
}

async function listParts(dir: string, path: string, uploadId: string) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    // Completed or aborted: S3 answers NoSuchUpload, which S3Store reads as 'finished'.
    return {
      status: 404,
      xml: `<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>`,
    };
  }
  const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
  const parts = await Promise.all(
    numbers
      .sort((a, b) => a - b)
      .map(async (number) => {
        const file = join(dir, String(number));
        const [{ size }, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
  );
  const [, bucket, ...key] = decodeURIComponent(path).split('/');
  return {
    status: 200,
    xml:
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket>` +
      `<Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  };
}
