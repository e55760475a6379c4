export * from './create-media-storage';
export * from './ffmpeg';
export * from './local-media-storage';
export * from './media-keys';
export * from './media-storage';
export * from './media-storage.module';
export * from './s3-media-storage';
