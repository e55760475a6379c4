import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MailCatcher } from '../support/mail-catcher';
import { waitFor } from '../support/wait-for';

let ipCount = 0;
/** Each caller its own client IP, so the per-IP throttler stays out of what a test counts. */
export const newClientIp = () => {
  ipCount += 1;
  return `203.0.113.${ipCount % 250}`;
};

export interface PortalCall {
  status: number;
  body: Record<string, unknown>;
  /** The device session cookie the answer set, as a request sends it back. */
  deviceCookie?: string;
  setCookie?: string;
  retryAfter?: string;
}

/** A portal call from one device: its cookie (if any) and its IP. */
export async function portalCall(
  app: NestFastifyApplication,
  method: 'POST' | 'DELETE',
  url: string,
  payload: unknown,
  { cookie, ip = '203.0.113.250' }: { cookie?: string; ip?: string } = {},
): Promise<PortalCall> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: ip,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      'x-retainly-client': 'web',
      ...(cookie ? { cookie } : {}),
    },
  });
  const setCookie = [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('retainly_portal_device='));
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
    setCookie,
    deviceCookie: setCookie?.split(';')[0],
    retryAfter: res.headers['retry-after'] as string | undefined,
  };
}

/** The code and the link token of the `seen`-th sign-in mail to `to`. */
export async function signInMail(mail: MailCatcher, to: string, seen = 0) {
  const caught = await waitFor(
    `sign-in mail ${seen} to ${to}`,
    () => mail.mails.filter((m) => m.to.includes(to) && /sign-in code/.test(m.subject))[seen],
  );
  const code = /code for .* is: (\d{6})/.exec(caught.text)?.[1];
  const link = /[?&]signin=([A-Za-z0-9_-]+)/.exec(caught.text)?.[1];
  if (!code || !link) throw new Error(`No code or link in: ${caught.text}`);
  return { mail: caught, code, link };
}

/** How many sign-in mails `to` received. */
export const signInMailCount = (mail: MailCatcher, to: string) =>
  mail.mails.filter((m) => m.to.includes(to) && /sign-in code/.test(m.subject)).length;
