import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { replyOf } from './passport-fastify-shim';

export const GOOGLE_STATE_COOKIE = 'retainly_google';
const MAX_AGE_S = 10 * 60;

/** Where the Google flow started and what the browser carried into it. */
export interface GoogleFlow {
  nonce: string;
  from: 'login' | 'signup';
  affiliateId: string | null;
  timeZone: string | null;
}

const AFFILIATE_ID = /^[\w.-]{1,100}$/;
const TIME_ZONE = /^[\w/+-]{1,64}$/;
const NONCE = /^[\w-]{32}$/;

const clean = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

function flowFromQuery(query: Record<string, unknown>): GoogleFlow {
  return {
    nonce: randomBytes(24).toString('base64url'),
    from: query.from === 'signup' ? 'signup' : 'login',
    affiliateId: clean(query.am_id, AFFILIATE_ID),
    timeZone: clean(query.tz, TIME_ZONE),
  };
}

/** A stored optional field: null, or text matching `pattern`; undefined when it is neither. */
const nullOr = (value: unknown, pattern: RegExp) =>
  value === null ? null : (clean(value, pattern) ?? undefined);

/** The flow as it was stored, or null: every field is checked again, signature or not. */
function checkedFlow(stored: Record<string, unknown>): GoogleFlow | null {
  const { from } = stored;
  const nonce = clean(stored.nonce, NONCE);
  const affiliateId = nullOr(stored.affiliateId, AFFILIATE_ID);
  const timeZone = nullOr(stored.timeZone, TIME_ZONE);
  if (!nonce || (from !== 'login' && from !== 'signup')) return null;
  if (affiliateId === undefined || timeZone === undefined) return null;
  return { nonce, from, affiliateId, timeZone };
}

/** The HMAC key for state cookies, derived from the Google client secret (server-only). */
export const stateKey = (clientSecret: string) =>
  createHmac('sha256', clientSecret).update('retainly google sign-in state').digest();

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** `payload.mac`: the flow and when it expires, signed, so the browser can hold but not edit it. */
export function signFlow(flow: GoogleFlow, key: Buffer, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + MAX_AGE_S;
  const payload = Buffer.from(JSON.stringify({ ...flow, expiresAt })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

function readFlow(raw: string | undefined, key: Buffer): GoogleFlow | null {
  const [payload, signature, ...rest] = (raw ?? '').split('.');
  if (!payload || !signature || rest.length || !sameText(signature, mac(key, payload))) return null;
  try {
    const stored = Object(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt * 1000 < Date.now()) return null;
    return checkedFlow(stored as Record<string, unknown>);
  } catch {
    return null;
  }
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * passport-oauth2 state store without a server session: the state is a random nonce that must
 * come back together with an httpOnly cookie holding the same nonce, so a callback with a
 * missing or forged state, or replayed into another browser, is refused. Single use. The cookie
 * also carries where the flow started and the affiliate id: it is signed (HMAC) and expires,
 * so what the callback trusts is what the start wrote.
 */
export class GoogleStateStore {
  private readonly key: Buffer;

  constructor(
    private readonly secureCookies: boolean,
    clientSecret: string,
  ) {
    this.key = stateKey(clientSecret);
  }

  store(
    request: FastifyRequest,
    _meta: unknown,
    done: (err: Error | null, state?: string) => void,
  ) {
    const flow = flowFromQuery(request.query as Record<string, unknown>);
    replyOf(request).setCookie(GOOGLE_STATE_COOKIE, signFlow(flow, this.key), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: '/api/auth/google',
      maxAge: MAX_AGE_S,
    });
    done(null, flow.nonce);
  }

  verify(
    request: FastifyRequest,
    state: unknown,
    done: (err: Error | null, ok: boolean, info?: { message: string }) => void,
  ) {
    const flow = readFlow(request.cookies[GOOGLE_STATE_COOKIE], this.key);
    replyOf(request).clearCookie(GOOGLE_STATE_COOKIE, { path: '/api/auth/google' });
    if (!flow || typeof state !== 'string' || !sameText(flow.nonce, state)) {
      return done(null, false, { message: 'Invalid or missing sign-in state' });
    }
    (request as FastifyRequest & { googleFlow?: GoogleFlow }).googleFlow = flow;
    done(null, true);
  }
}
