import { Injectable } from '@nestjs/common';
import { LoginAttempts, sha256, type LoginAttempt } from '../auth/login-attempts';

/** Wrong codes for one client (a version's address) before it is locked, and for how long. */
export const CLIENT_CODE_FAILURES = 10;
export const CLIENT_CODE_LOCK_MS = 15 * 60_000;
/** Wrong codes for one address over every portal before it is locked, and for how long. */
export const ADDRESS_CODE_FAILURES = 30;
export const ADDRESS_CODE_LOCK_MS = 60 * 60_000;
/** Codes e-mailed to one client, and to one address over every portal, per window. */
export const CLIENT_CODES_SENT = 5;
export const ADDRESS_CODES_SENT = 20;
export const CODES_SENT_WINDOW_MS = 60 * 60_000;

/**
 * The limits on e-mailed sign-in codes, counted in Redis as password guesses are (LoginAttempts:
 * every api replica shares them; memory while Redis is away). A client is a version's address:
 * its code can be guessed CODE_TRIES times, its address CLIENT_CODE_FAILURES times per window
 * over all its codes, and the address ADDRESS_CODE_FAILURES times across every portal. Sending
 * is limited too, so nobody can fill a client's inbox. Per IP: the route's throttler.
 */
@Injectable()
export class PortalCodeLimits {
  constructor(private readonly attempts: LoginAttempts) {}

  /** A code check in progress; throws LoginLocked (429) while the client or address is locked. */
  guess(versionId: string, email: string): Promise<LoginAttempt> {
    return this.attempts.attempt([
      {
        key: `portal-code:${sha256(`${versionId} ${email}`)}`,
        limit: CLIENT_CODE_FAILURES,
        windowMs: CLIENT_CODE_LOCK_MS,
      },
      {
        key: `portal-code:${sha256(email)}`,
        limit: ADDRESS_CODE_FAILURES,
        windowMs: ADDRESS_CODE_LOCK_MS,
      },
    ]);
  }

  /** Counts one code sent; throws LoginLocked (429) once the client or address had enough. */
  async send(versionId: string, email: string): Promise<void> {
    const sending = await this.attempts.attempt([
      {
        key: `portal-code-sent:${sha256(`${versionId} ${email}`)}`,
        limit: CLIENT_CODES_SENT,
        windowMs: CODES_SENT_WINDOW_MS,
      },
      {
        key: `portal-code-sent:${sha256(email)}`,
        limit: ADDRESS_CODES_SENT,
        windowMs: CODES_SENT_WINDOW_MS,
      },
    ]);
    await sending.failed(); // every send stays counted
  }
}
