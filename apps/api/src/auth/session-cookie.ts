import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '@retainly/config';
import { DAY_MS } from '@retainly/domain';

export const SESSION_COOKIE = 'retainly_session';
export const SESSION_TTL_MS = 30 * DAY_MS;

export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https:'),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}
