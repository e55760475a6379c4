import { Foundation1763700000000 } from './1763700000000-foundation';

/** Every migration in order; listed explicitly so the same list works from src and dist. */
export const MIGRATIONS = [Foundation1763700000000];
