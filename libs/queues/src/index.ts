export * from './job-options';
export * from './job-table';
export * from './outbox-wake';
export * from './queue-health';
export * from './queue-registry';
export * from './queues.module';
export * from './redis-options';
export * from './with-timeout';
