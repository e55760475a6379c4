import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ALL_QUEUES } from '@retainly/events';
import { OutboxWake } from './outbox-wake';
import { QueueRegistry } from './queue-registry';
import { producerRedisOptions } from './redis-options';

/**
 * A producer-side Queue for every QueueName, for the relay, health checks and Bull Board, and
 * the outbox wake-up every committed event sends to the relays.
 */
@Global()
@Module({})
export class QueuesModule {
  static forRoot(): DynamicModule {
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: producerRedisOptions(config.REDIS_URL),
            prefix: config.QUEUE_PREFIX,
          }),
        }),
        BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
      ],
      providers: [QueueRegistry, OutboxWake],
      exports: [BullModule, QueueRegistry, OutboxWake],
    };
  }
}
