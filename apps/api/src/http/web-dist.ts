import { join } from 'node:path';

/**
 * web/dist, found from both src (tests) and dist (production). WEB_DIST_DIR points elsewhere,
 * e.g. a test run serving a build of its own.
 */
export const WEB_DIST = process.env.WEB_DIST_DIR ?? join(process.cwd(), 'web', 'dist');
