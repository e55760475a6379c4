import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { normalizeEmail } from '@retainly/domain';
import { redisOptionsFromUrl } from '@retainly/queues';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const emailIn = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : undefined;
};

/** Counters live in Redis so every api replica shares them. */
@Module({
  providers: [
    {
      provide: ThrottlerStorageRedisService,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new ThrottlerStorageRedisService({
          ...redisOptionsFromUrl(config.REDIS_URL),
          keyPrefix: `${config.QUEUE_PREFIX}:throttle:`,
        }),
    },
  ],
  exports: [ThrottlerStorageRedisService],
})
class RateLimitStorageModule {}

/**
 * Limits for sign-in, sign-up, reset and link requests: per client IP, and per e-mail address
 * named in the body (so one address cannot be hammered from many IPs).
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  imports: [RateLimitStorageModule],
  inject: [ThrottlerStorageRedisService],
  useFactory: (storage: ThrottlerStorageRedisService) => ({
    storage,
    errorMessage: RATE_LIMIT_MESSAGE,
    throttlers: [
      { name: 'ip', ttl: 60_000, limit: 30 },
      {
        name: 'email',
        ttl: 10 * 60_000,
        limit: 10,
        getTracker: (request: Record<string, unknown>) =>
          emailIn(request as unknown as FastifyRequest) ?? '',
        skipIf: (context) => !emailIn(context.switchToHttp().getRequest<FastifyRequest>()),
      },
    ],
  }),
});
