export * from './media-keys';
export * from './media-storage';
