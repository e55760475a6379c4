export * from './email';
export * from './password-policy';
export * from './trial';
export * from './questionnaire';
export * from './access';
export * from './local-time';
export * from './trial-milestones';
export * from './session-context';
