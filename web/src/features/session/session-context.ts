export type { SessionContext } from '@retainly/domain';
