/** The query parameter of a nudge's one-click resume link: {APP_URL}/{versionId}?resume=... */
export const RESUME_PARAM = 'resume';

/** The resume token in a query string ('?resume=abc&x=1'), or null. */
export function resumeTokenOf(search: string): string | null {
  return queryTokenOf(search, RESUME_PARAM);
}

/**
 * The address without its resume token, other parameters and the hash kept: what the address
 * bar shows once the token is used, so it is not bookmarked, shared or left in the history.
 */
export function withoutResumeToken(path: string, search: string, hash = ''): string {
  return withoutQueryParam(path, search, RESUME_PARAM, hash);
}

/** A single-use token in a query string under `param` ('?signin=abc'), or null. */
export function queryTokenOf(search: string, param: string): string | null {
  const token = new URLSearchParams(search).get(param)?.trim();
  return token ? token : null;
}

/** The address without the query parameter `param`, other parameters and the hash kept. */
export function withoutQueryParam(path: string, search: string, param: string, hash = ''): string {
  const query = new URLSearchParams(search);
  query.delete(param);
  const rest = query.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash}`;
}
