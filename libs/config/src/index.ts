export * from './config.schema';
export * from './config.module';
export * from './duration';
export * from './load-config';
export * from './logging';
export * from './nest-logger';
