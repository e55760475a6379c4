import ipaddr from 'ipaddr.js';

/**
 * Rules for the URLs agencies give us to POST to (server-side request forgery). The pure part
 * lives here; resolving the host (node:dns) and guarding the socket happen in the api and worker.
 */

export const ENDPOINT_URL_MESSAGES = {
  https: 'Use an https:// address.',
  private: "This address is on a private network, which we can't send to.",
  notFound: "We couldn't find that address. Check the spelling.",
  invalid: 'Enter a full web address, like https://example.com/hook.',
} as const;
export type EndpointUrlProblem = keyof typeof ENDPOINT_URL_MESSAGES;

export const ENDPOINT_URL_MAX = 2000;

export interface EndpointUrlRules {
  /** Production: https only. */
  httpsOnly: boolean;
  /** Tests and local receivers: private addresses allowed (never in production). */
  allowPrivate: boolean;
}

export type ParsedEndpointUrl =
  | { ok: true; url: URL; host: string; literalIp: boolean }
  | { ok: false; problem: EndpointUrlProblem };

/**
 * Checks the URL's form: http(s), no user:password, a host, not too long; and, when the host
 * is an IP literal, its address. Hostnames still need resolving (see `isPublicAddress`).
 */
export function parseEndpointUrl(raw: string, rules: EndpointUrlRules): ParsedEndpointUrl {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.href.length > ENDPOINT_URL_MAX || !url.hostname) return { ok: false, problem: 'invalid' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: rules.httpsOnly ? 'https' : 'invalid' };
  }
  if (rules.httpsOnly && url.protocol !== 'https:') return { ok: false, problem: 'https' };
  // Credentials in the URL would be sent to (and logged by) whoever is there: refused.
  if (url.username || url.password) return { ok: false, problem: 'invalid' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literalIp = ipaddr.isValid(host);
  if (literalIp && !rules.allowPrivate && !isPublicAddress(host)) {
    return { ok: false, problem: 'private' };
  }
  if (!literalIp && !rules.allowPrivate && isLocalName(host)) {
    return { ok: false, problem: 'private' };
  }
  return { ok: true, url, host, literalIp };
}

/** Names that always mean this machine (RFC 6761), refused before any lookup. */
function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** IPv6 global unicast, 2000::/3: the only IPv6 block that is ever public. */
const GLOBAL_UNICAST_V6 = ipaddr.parse('2000::') as ipaddr.IPv6;

/**
 * True only for globally routable unicast addresses. Private, loopback, link-local (cloud
 * metadata at 169.254.169.254), unique-local, carrier-grade NAT, multicast, unspecified,
 * reserved and documentation ranges are refused. An IPv4-mapped IPv6 address is judged by its
 * IPv4; other IPv6 forms that embed an IPv4 (NAT64, 6to4, Teredo) are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // Only global unicast (2000::/3) is public. ipaddr.js calls every unlisted IPv6 'unicast',
    // including IPv4-compatible forms like ::7f00:1 ([::127.0.0.1]), so the prefix is checked too.
    else return v6.match(GLOBAL_UNICAST_V6, 3) && v6.range() === 'unicast';
  }
  if (parsed.kind() === 'ipv4') {
    // 0.0.0.0/8 'unspecified' in ipaddr.js covers only 0.0.0.0; the whole /8 means "this host".
    if (parsed.match(ipaddr.parse('0.0.0.0'), 8)) return false;
  }
  return parsed.range() === 'unicast';
}
