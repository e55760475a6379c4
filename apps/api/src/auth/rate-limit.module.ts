import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { normalizeEmail } from '@retainly/domain';
import { redisOptionsFromUrl } from '@retainly/queues';
import { FailOpenThrottlerStorage } from './fail-open-throttler-storage';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const emailIn = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : undefined;
};

/**
 * Routes marked with this are limited per signed-in user too (the 'user' throttler), so one
 * account cannot get around its limit by spreading requests over many IPs.
 */
export const PER_USER_LIMIT = 'rate-limit:per-user';

/** The session's user id; the class-level SessionGuard has attached it before any throttler. */
const sessionUserIn = (request: FastifyRequest) =>
  (request as FastifyRequest & { session?: { user?: { id?: string } } }).session?.user?.id;

/** Requests naming one e-mail address (sign-in, sign-up, reset, links) per 10 minutes. */
export const EMAIL_THROTTLE_LIMIT = 10;

/** A rate-limit check never waits longer than this on Redis before falling back. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long boot waits for the rate-limit connection before starting in fallback. */
const REDIS_CONNECT_WAIT_MS = 2_000;

/**
 * Counters live in Redis so every api replica shares them. Commands fail at once while Redis
 * is unreachable (no offline queue) or after a short timeout, and the limits fall back to memory.
 */
@Module({
  providers: [
    {
      provide: FailOpenThrottlerStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new FailOpenThrottlerStorage(
          new ThrottlerStorageRedisService({
            ...redisOptionsFromUrl(config.REDIS_URL),
            keyPrefix: `${config.QUEUE_PREFIX}:throttle:`,
            commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
            enableOfflineQueue: false,
            // Heartbeats check a limit a thousand times a second: concurrent checks share one
            // write to Redis instead of a syscall each.
            enableAutoPipelining: true,
            maxRetriesPerRequest: 0,
          }),
          REDIS_CONNECT_WAIT_MS,
        ),
    },
  ],
  exports: [FailOpenThrottlerStorage],
})
class RateLimitStorageModule {}

/**
 * Limits for sign-in, sign-up, reset and link requests: per client IP, and per e-mail address
 * named in the body (so one address cannot be hammered from many IPs).
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  imports: [RateLimitStorageModule],
  inject: [FailOpenThrottlerStorage],
  useFactory: (storage: FailOpenThrottlerStorage) => ({
    storage,
    errorMessage: RATE_LIMIT_MESSAGE,
    throttlers: [
      { name: 'ip', ttl: 60_000, limit: 30 },
      {
        name: 'email',
        ttl: 10 * 60_000,
        limit: EMAIL_THROTTLE_LIMIT,
        getTracker: (request: Record<string, unknown>) =>
          emailIn(request as unknown as FastifyRequest) ?? '',
        skipIf: (context) => !emailIn(context.switchToHttp().getRequest<FastifyRequest>()),
      },
      {
        name: 'user',
        ttl: 60_000,
        limit: 20,
        getTracker: (request: Record<string, unknown>) =>
          sessionUserIn(request as unknown as FastifyRequest) ?? '',
        // Only where a route asks for it (PER_USER_LIMIT), and only with a session.
        skipIf: (context) =>
          Reflect.getMetadata(PER_USER_LIMIT, context.getHandler()) !== true ||
          !sessionUserIn(context.switchToHttp().getRequest<FastifyRequest>()),
      },
    ],
  }),
});
