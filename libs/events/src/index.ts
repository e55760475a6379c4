export * from './domain-events';
export * from './jobs';
