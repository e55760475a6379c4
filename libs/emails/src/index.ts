export * from './branded-email';
export * from './escape';
export * from './nudge-email';
export * from './digest-email';
