import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';

/**
 * An operator action that reads or re-sends many rows (a whole CSV, a range replay): at most
 * `perMinute` a minute per IP, so a stuck button or a script cannot hammer the database.
 */
export const CostlyOperation = (perMinute: number) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ email: true }),
    Throttle({ ip: { limit: perMinute, ttl: 60_000 } }),
  );
