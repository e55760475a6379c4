export * from './data-source';
export * from './database-admin';
export * from './database.module';
export * from './entities';
export * from './outbox';
export * from './outbound-email';
export * from './user-access';
export * from './prepared-query';
