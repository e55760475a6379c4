import { randomBytes, timingSafeEqual } from 'node:crypto';
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

const clean = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

function flowFromQuery(query: Record<string, unknown>): GoogleFlow {
  return {
    nonce: randomBytes(24).toString('base64url'),
    from: query.from === 'signup' ? 'signup' : 'login',
    affiliateId: clean(query.am_id, /^[\w.-]{1,100}$/),
    timeZone: clean(query.tz, /^[\w/+-]{1,64}$/),
  };
}

function readFlow(request: FastifyRequest): GoogleFlow | null {
  const raw = request.cookies[GOOGLE_STATE_COOKIE];
  if (!raw) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as GoogleFlow;
  } catch {
    return null;
  }
}

const sameNonce = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * passport-oauth2 state store without a server session: the state is a random nonce that must
 * come back together with an httpOnly cookie holding the same nonce, so a callback with a
 * missing or forged state, or replayed into another browser, is refused. Single use.
 */
export class GoogleStateStore {
  constructor(private readonly secureCookies: boolean) {}

  store(
    request: FastifyRequest,
    _meta: unknown,
    done: (err: Error | null, state?: string) => void,
  ) {
    const flow = flowFromQuery(request.query as Record<string, unknown>);
    replyOf(request).setCookie(
      GOOGLE_STATE_COOKIE,
      Buffer.from(JSON.stringify(flow)).toString('base64url'),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secureCookies,
        path: '/api/auth/google',
        maxAge: MAX_AGE_S,
      },
    );
    done(null, flow.nonce);
  }

  verify(
    request: FastifyRequest,
    state: unknown,
    done: (err: Error | null, ok: boolean, info?: { message: string }) => void,
  ) {
    const flow = readFlow(request);
    replyOf(request).clearCookie(GOOGLE_STATE_COOKIE, { path: '/api/auth/google' });
    if (!flow || typeof state !== 'string' || !sameNonce(flow.nonce, state)) {
      return done(null, false, { message: 'Invalid or missing sign-in state' });
    }
    (request as FastifyRequest & { googleFlow?: GoogleFlow }).googleFlow = flow;
    done(null, true);
  }
}
