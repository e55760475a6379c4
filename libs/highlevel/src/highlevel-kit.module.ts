import { Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { createHighLevelKit, type HighLevelKit } from './highlevel-kit';

/** The process's HighLevelKit, or null when the integration is off (HIGHLEVEL_CLIENT_ID unset). */
export const HIGHLEVEL_KIT = Symbol('HIGHLEVEL_KIT');

/** Closes the kit's HTTP pool and Redis connection with the process. */
class HighLevelKitCloser implements OnApplicationShutdown {
  constructor(private readonly kit: HighLevelKit | null) {}
  async onApplicationShutdown(): Promise<void> {
    await this.kit?.close();
  }
}

/** Provides HIGHLEVEL_KIT to the api's and the worker's HighLevel modules. */
@Module({
  providers: [
    {
      provide: HIGHLEVEL_KIT,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, db: DataSource) => {
        const logger = new Logger('HighLevel');
        return createHighLevelKit(config, db, (error) =>
          logger.warn({ err: error.message }, 'Redis (HighLevel rate limits)'),
        );
      },
    },
    {
      provide: HighLevelKitCloser,
      inject: [HIGHLEVEL_KIT],
      useFactory: (kit: HighLevelKit | null) => new HighLevelKitCloser(kit),
    },
  ],
  exports: [HIGHLEVEL_KIT],
})
export class HighLevelKitModule {}
