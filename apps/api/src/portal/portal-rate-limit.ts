import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';

/**
 * The limits of every public route a client portal (or its help panel in the CRM) calls: no
 * session of ours, so per address. One client opens the page, signs in and marks a few modules
 * a minute; an office behind one address may hold several clients, so it allows more than the
 * sign-in pages (30/min). The per-e-mail limit guards our own sign-in pages; here it would let
 * anyone lock a client out by posting their address, and silent re-sign-ins would trip it.
 */
export const PortalRateLimit = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    Throttle({ ip: { limit: 120, ttl: 60_000 } }),
    SkipThrottle({ email: true }),
  );
