import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@retainly/config';
import { DAY_MS } from '@retainly/domain';
import { DEVICE_SESSION_DAYS } from './portal-device-sessions.repository';

/** The device session of a verified version's client (issue #32). */
export const DEVICE_COOKIE = 'retainly_portal_device';

/** Only the version's own api routes ever receive it: no page, no other portal. */
const cookiePath = (versionId: string) => `/api/portal/${versionId}`;

export const deviceTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies?.[DEVICE_COOKIE];

export function setDeviceCookie(
  reply: FastifyReply,
  versionId: string,
  token: string,
  config: AppConfig,
): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https:'),
    path: cookiePath(versionId),
    maxAge: (DEVICE_SESSION_DAYS * DAY_MS) / 1000,
  });
}

export function clearDeviceCookie(reply: FastifyReply, versionId: string): void {
  reply.clearCookie(DEVICE_COOKIE, { path: cookiePath(versionId) });
}
