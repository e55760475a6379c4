import type { HighLevelStandIn } from './stand-in';

/** Helpers for the stand-in's own specs: HighLevel's OAuth and API, spoken over real HTTP. */

/** Every scope the stand-in's routes check. */
export const ALL_SCOPES = [
  'oauth.write',
  'oauth.readonly',
  'locations.readonly',
  'users.readonly',
  'custom-menu-link.readonly',
  'custom-menu-link.write',
  'contacts.readonly',
  'contacts.write',
  'locations/customFields.readonly',
  'locations/customFields.write',
  'calendars.readonly',
  'phonenumbers.read',
  'opportunities.readonly',
  'workflows.readonly',
  'forms.readonly',
  'funnels/funnel.readonly',
  'conversations.readonly',
  'conversations/message.readonly',
].join(' ');

export const REDIRECT_URI = 'https://app.example/oauth/callback/gohighlevel';

/** Visits the authorize page and returns the redirect it answers. */
export async function authorize(
  standIn: HighLevelStandIn,
  params: Record<string, string> = {},
): Promise<URL> {
  const url = new URL('/v2/oauth/chooselocation', standIn.marketplaceUrl);
  const query = {
    response_type: 'code',
    client_id: standIn.app.clientId,
    redirect_uri: REDIRECT_URI,
    scope: ALL_SCOPES,
    ...params,
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

/** POST /oauth/token, form-urlencoded (or JSON). */
export function postToken(
  standIn: HighLevelStandIn,
  fields: Record<string, string>,
  as: 'form' | 'json' = 'form',
): Promise<Response> {
  const body = {
    client_id: standIn.app.clientId,
    client_secret: standIn.app.clientSecret,
    ...fields,
  };
  return fetch(`${standIn.url}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': as === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: as === 'form' ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  [field: string]: unknown;
}

/** Authorize + code exchange: the agency's token pair. */
export async function connect(
  standIn: HighLevelStandIn,
  scope = ALL_SCOPES,
): Promise<TokenResponse> {
  const code = (await authorize(standIn, { scope })).searchParams.get('code') ?? '';
  const response = await postToken(standIn, { grant_type: 'authorization_code', code });
  if (response.status !== 200) throw new Error(`token answered ${response.status}`);
  return (await response.json()) as TokenResponse;
}

/** A sub-account token from an agency token. */
export async function locationToken(
  standIn: HighLevelStandIn,
  agencyToken: string,
  locationId: string,
): Promise<string> {
  const response = await call(standIn, agencyToken, 'POST', '/oauth/locationToken', {
    body: { companyId: standIn.demo.companyId, locationId },
  });
  if (response.status !== 200) throw new Error(`locationToken answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One API call with a bearer token and (by default) `Version: 2021-07-28`. */
export function call(
  standIn: HighLevelStandIn,
  token: string | undefined,
  method: string,
  path: string,
  options: { body?: unknown; version?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const version = options.version === undefined ? '2021-07-28' : options.version;
  if (version) headers.version = version;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${standIn.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
