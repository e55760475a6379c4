export * from './token-cipher';
export * from './user-context';
export * from './webhook-signature';
