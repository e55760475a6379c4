export * from './branded-email';
export * from './escape';
