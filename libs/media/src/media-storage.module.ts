import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { createMediaStorage } from './create-media-storage';
import { MEDIA_STORAGE } from './media-storage';
import { mediaUrlSigner, type MediaUrlSigner } from './media-url-signer';

/** Signs and checks the api's /media URLs. */
export const MEDIA_URL_SIGNER = Symbol('MEDIA_URL_SIGNER');

/** MEDIA_STORAGE for the api and the worker, from the configuration, and its URL signer. */
@Global()
@Module({
  providers: [
    {
      provide: MEDIA_URL_SIGNER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => mediaUrlSigner(config),
    },
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG, MEDIA_URL_SIGNER],
      useFactory: (config: AppConfig, signer: MediaUrlSigner) => createMediaStorage(config, signer),
    },
  ],
  exports: [MEDIA_STORAGE, MEDIA_URL_SIGNER],
})
export class MediaStorageModule {}
