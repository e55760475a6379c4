import { portalIdFromPath } from './onboarding';

/** The portal in embedded mode inside the agency's CRM (helpEmbedPath): /{versionId}/help. */
const HELP_EMBED_PATH = /^\/([A-HJ-NP-Za-km-z2-9]{12})\/help\/?$/;

/** The version id when `path` is a portal's embedded help page, else null. */
export function helpEmbedIdFromPath(path: string): string | null {
  return HELP_EMBED_PATH.exec(path.split(/[?#]/)[0])?.[1] ?? null;
}

/**
 * Every page the web app routes, in react-router's pattern syntax and in the order of
 * web/src/app/app.tsx (its catch-all '*' aside). The api serves the web app, and answers 404 for
 * any other path so that search engines and link checkers see a missing page as missing.
 * apps/api/src/http/page-routes.spec.ts fails when this list and app.tsx disagree.
 */
export const PAGE_ROUTES = [
  '/',
  '/pricing',
  '/review',
  '/privacy',
  '/terms',
  '/book',
  '/gift',
  '/switch',
  '/go',
  '/promo',
  '/auth',
  '/affiliate',
  '/summit',
  '/webinar',
  '/signup',
  '/login',
  '/auth/confirm',
  '/auth/set-password',
  '/auth/sign-in',
  '/reset-password',
  '/initial-questions',
  '/app/*',
  '/admin/*',
  '/dev/mailbox',
  '/unsubscribe',
  '/:portalId',
  '/:portalId/help',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** react-router matches paths case-insensitively, and so do we. */
const STATIC_PATHS = new Set<string>(
  PAGE_ROUTES.filter((route) => !route.includes('*') && !route.includes(':')),
);
const SECTIONS = PAGE_ROUTES.filter((route) => route.endsWith('/*')).map((route) =>
  route.slice(0, -2),
);

/**
 * What a request path shows: a page, a client portal (its id still to be looked up), or nothing
 * (the not-found page). Query, hash and trailing slashes do not count.
 */
export function pageRouteFor(
  path: string,
):
  | { kind: 'page' }
  | { kind: 'portal'; versionId: string }
  | { kind: 'help'; versionId: string }
  | undefined {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const lower = clean.toLowerCase();
  if (STATIC_PATHS.has(lower)) return { kind: 'page' };
  if (SECTIONS.some((section) => lower === section || lower.startsWith(`${section}/`))) {
    return { kind: 'page' };
  }
  const versionId = portalIdFromPath(clean);
  if (versionId) return { kind: 'portal', versionId };
  const helpId = helpEmbedIdFromPath(clean);
  return helpId ? { kind: 'help', versionId: helpId } : undefined;
}

/** Where a nudge's 'stop these e-mails' link leads: {APP_URL}/unsubscribe?token=... */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * Pages that belong to an agency's client, not to us: a portal and the unsubscribe page. They
 * carry the agency's name and colour, never Retainly's, and are never indexed.
 */
export function isAgencyClientPage(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase();
  return (
    clean === UNSUBSCRIBE_PATH ||
    portalIdFromPath(path) !== null ||
    helpEmbedIdFromPath(path) !== null
  );
}
