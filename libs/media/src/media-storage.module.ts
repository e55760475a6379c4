import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { createMediaStorage } from './create-media-storage';
import { MEDIA_STORAGE } from './media-storage';

/** MEDIA_STORAGE for the api and the worker, from the configuration. */
@Global()
@Module({
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMediaStorage(config),
    },
  ],
  exports: [MEDIA_STORAGE],
})
export class MediaStorageModule {}
