/**
 * The api's request bodies and answers that have no domain file of their own: one file per api
 * module (apps/api/src/<module>), whose DTO classes implement its request interfaces.
 */
export * from './onboarding-tool';
export * from './agency-modules';
export * from './dashboard';
export * from './agency-endpoints';
export * from './outcomes';
export * from './trial-offers';
export * from './account';
export * from './admin';
export * from './portal';
export * from './public-site';
export * from './auth';
export * from './questionnaire';
export * from './dev';
