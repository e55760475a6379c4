import { Agent, request } from 'node:http';
import { percentile } from './stats';

/** 50 players at once, each fetching 1 MiB ranges one after another, as a seeking player does. */
export const RANGE_CLIENTS = 50;
const RANGE_BYTES = 1 << 20;
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_RANGE_REQUESTS ?? 20);

/**
 * The baseline: a bare node:http server streaming the same file with fs.createReadStream for one
 * `bytes=a-b` range (206, Content-Range), and at `/` a bare page with a <video> of it for the
 * first-frame baseline. Run with `node -e`, FILE and PORT in its environment.
 */
export const BARE_RANGE_SERVER = `
const { createServer } = require('node:http');
const { createReadStream, statSync } = require('node:fs');
const size = statSync(process.env.FILE).size;
createServer((req, res) => {
  if (req.url === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<!doctype html><title>bare</title><video src="/video.mp4" preload="metadata" playsinline width="640"></video>');
  }
  const match = /^bytes=(\\d+)-(\\d*)$/.exec(req.headers.range || '');
  if (!match) {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': size, 'accept-ranges': 'bytes' });
    return createReadStream(process.env.FILE).pipe(res);
  }
  const start = Number(match[1]);
  const end = Math.min(size - 1, match[2] ? Number(match[2]) : size - 1);
  res.writeHead(206, {
    'content-type': 'video/mp4',
    'content-length': end - start + 1,
    'content-range': 'bytes ' + start + '-' + end + '/' + size,
    'accept-ranges': 'bytes',
  });
  createReadStream(process.env.FILE, { start, end }).pipe(res);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

export interface RangeRound {
  /** Bytes of every answer over the wall time, in MB/s. */
  megabytesPerSecond: number;
  /** Each request's time until its last byte arrived (ms). */
  latencies: number[];
}

export interface RangeFigures {
  megabytesPerSecond: number;
  p50: number;
  p99: number;
}

/** Rounds pooled: their mean throughput, and percentiles over every request of every round. */
export function rangeFigures(rounds: readonly RangeRound[]): RangeFigures {
  const latencies = rounds.flatMap((round) => round.latencies);
  return {
    megabytesPerSecond:
      rounds.reduce((sum, round) => sum + round.megabytesPerSecond, 0) / rounds.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** Where each request starts: the same pseudo-random sequence for every server. */
function rangeStarts(fileBytes: number, count: number): number[] {
  let seed = 0x2f6b1d;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * Math.max(1, fileBytes - RANGE_BYTES));
  });
}

/** One range request; resolves with the bytes received once the whole body has arrived. */
function fetchRange(url: string, agent: Agent, start: number): Promise<number> {
  const end = start + RANGE_BYTES - 1;
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { range: `bytes=${start}-${end}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 206 && bytes === end - start + 1
          ? resolve(bytes)
          : reject(new Error(`${url}: ${res.statusCode} with ${bytes} bytes for ${start}-${end}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** RANGE_CLIENTS keep-alive clients, each making its requests in turn, after one warm-up round. */
export async function measureRanges(url: string, fileBytes: number): Promise<RangeRound> {
  const agent = new Agent({ keepAlive: true, maxSockets: RANGE_CLIENTS });
  try {
    const starts = rangeStarts(fileBytes, RANGE_CLIENTS * (REQUESTS_PER_CLIENT + 1));
    const lane = async (client: number, from: number, count: number, latencies?: number[]) => {
      let bytes = 0;
      for (let i = 0; i < count; i += 1) {
        const sent = performance.now();
        bytes += await fetchRange(url, agent, starts[(from + i) * RANGE_CLIENTS + client]);
        latencies?.push(performance.now() - sent);
      }
      return bytes;
    };
    await Promise.all(Array.from({ length: RANGE_CLIENTS }, (_, c) => lane(c, 0, 1)));
    const latencies: number[] = [];
    const started = performance.now();
    const bytes = await Promise.all(
      Array.from({ length: RANGE_CLIENTS }, (_, c) => lane(c, 1, REQUESTS_PER_CLIENT, latencies)),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = bytes.reduce((sum, value) => sum + value, 0);
    return { megabytesPerSecond: total / 1e6 / seconds, latencies };
  } finally {
    agent.destroy();
  }
}

/** Whether `url` answers a range request with 206: false when the api has no media route yet. */
export async function servesRanges(url: string): Promise<boolean> {
  const response = await fetch(url, { headers: { range: 'bytes=0-99' } }).catch(() => null);
  await response?.arrayBuffer();
  return response?.status === 206;
}
