import type { IncomingMessage, ServerResponse } from 'node:http';

/** One parsed request, as the route handlers see it. */
export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** JSON or form-urlencoded body, as an object (empty for none). */
  body: Record<string, unknown>;
  params: Record<string, string>;
}

/** What a handler answers. */
export type StandInReply =
  | { status: number; json: unknown }
  | { status: number; html: string }
  | { status: 302; location: string };

export const json = (status: number, body: unknown): StandInReply => ({ status, json: body });

export async function readRequest(req: IncomingMessage): Promise<StandInRequest> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: parseBody(raw, req.headers['content-type'] ?? ''),
    params: {},
  };
}

function parseBody(raw: string, contentType: string): Record<string, unknown> {
  if (raw === '') return {};
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function send(
  res: ServerResponse,
  reply: StandInReply,
  headers: Record<string, string>,
): void {
  if ('location' in reply) {
    res.writeHead(reply.status, { ...headers, location: reply.location });
    res.end();
  } else if ('html' in reply) {
    res.writeHead(reply.status, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(reply.html);
  } else {
    res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json));
  }
}

/** A string field of a body or query, or undefined. */
export function text(source: Record<string, unknown> | URLSearchParams, name: string) {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** skip/limit arrive as strings ("0", "20"); anything unparsable falls back to the default. */
export function page(query: URLSearchParams, defaultLimit: number) {
  const skip = Number(query.get('skip') ?? query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? defaultLimit);
  return {
    skip: Number.isInteger(skip) && skip >= 0 ? skip : 0,
    limit: Number.isInteger(limit) && limit > 0 ? limit : defaultLimit,
  };
}
