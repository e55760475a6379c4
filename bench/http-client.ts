import { Agent, request } from 'node:http';

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** One request: its status and body. */
export type Send = (url: string, init: SendInit) => Promise<{ status: number; body: string }>;

/** Through fetch (undici's global pool, which opens a connection per request in flight). */
export const fetchSend: Send = async (url, init) => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.text() };
};

/**
 * Through at most `connections` keep-alive connections, as the reverse proxy in front of the
 * api holds them; requests beyond that wait here, and their wait counts in their latency. Under
 * overload an open-loop fetch opens thousands of connections and measures their setup instead.
 */
export function pooledSend(connections: number): Send {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return (url, init) =>
    new Promise((resolve, reject) => {
      const req = request(url, { method: init.method, headers: init.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    });
}
