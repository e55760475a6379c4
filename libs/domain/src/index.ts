export * from './email';
export * from './password-policy';
export * from './trial';
export * from './questionnaire';
export * from './access';
