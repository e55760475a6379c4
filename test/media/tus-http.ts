import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** Upload-Metadata as tus sends it: `key base64(value)` pairs. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Raw tus requests to the api at `base`, as a browser in the console would send them. */
export function tusClient(base: string) {
  const headers = (cookie: string | undefined, extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    'x-retainly-client': 'web',
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  const call = (method: string, path: string, init: Record<string, string>, body?: Buffer) =>
    fetch(`${base}${path}`, { method, headers: init, body: body && new Uint8Array(body) });
  return {
    headers,
    create: (bytes: number, metadata: Record<string, string>, cookie?: string) =>
      call(
        'POST',
        '/api/uploads',
        headers(cookie, {
          'upload-length': String(bytes),
          'upload-metadata': tusMetadata(metadata),
        }),
      ),
    head: (location: string, cookie?: string) => call('HEAD', location, headers(cookie)),
    patch: (location: string, bytes: Buffer, offset: number, cookie?: string) =>
      call(
        'PATCH',
        location,
        headers(cookie, {
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        bytes,
      ),
    delete: (location: string, cookie?: string) => call('DELETE', location, headers(cookie)),
    /**
     * A PATCH whose connection drops: it announces all of `bytes`, sends the first `sent` of
     * them, waits for the server to take them in, then destroys the socket.
     */
    async cutPatch(location: string, bytes: Buffer, offset: number, sent: number, cookie: string) {
      const url = new URL(`${base}${location}`);
      const req = request(url, {
        method: 'PATCH',
        headers: headers(cookie, {
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        }),
      });
      const closed = new Promise<void>((resolve) => req.once('close', () => resolve()));
      req.on('error', () => undefined); // the reset we cause
      req.write(bytes.subarray(0, sent));
      await sleep(500);
      req.destroy();
      await closed;
    },
  };
}
