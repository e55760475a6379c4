import type { HighLevelHttp, TokenSource } from './highlevel-http';

/** The app's Marketplace credentials and the callback registered for it. */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The app's id, which HighLevel's SDK derives from the client id (`<appId>-<suffix>`). */
export const appIdOf = (clientId: string) => clientId.split('-')[0] ?? clientId;

/** What Retainly asks an agency to grant (each scope named by the endpoint that needs it). */
export const HIGHLEVEL_SCOPES = [
  'oauth.readonly',
  'oauth.write',
  'companies.readonly',
  'locations.readonly',
  'users.readonly',
  'saas/location.read',
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
] as const;

/** `GET /v2/oauth/chooselocation` (docs/oauth/Authorization.md), with our `state`. */
export function authorizeUrl(
  marketplaceUrl: string,
  app: Pick<OAuthApp, 'clientId' | 'redirectUri'>,
  state: string,
  scopes: readonly string[] = HIGHLEVEL_SCOPES,
): string {
  const url = new URL('/v2/oauth/chooselocation', marketplaceUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', app.redirectUri);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('state', state);
  return url.toString();
}

/** `POST /oauth/token`'s GetAccessCodeSuccessfulResponseDto. */
export interface TokenGrant {
  access_token: string;
  token_type?: string;
  expires_in: number;
  refresh_token?: string;
  scope?: string;
  userType?: 'Company' | 'Location';
  companyId?: string;
  locationId?: string;
  approvedLocations?: string[];
  userId: string;
  planId?: string;
  isBulkInstallation?: boolean;
  installToFutureLocations?: boolean;
}

/** `POST /oauth/locationToken`'s GetLocationAccessTokenSuccessfulResponseDto. */
export interface LocationTokenGrant {
  access_token: string;
  token_type?: string;
  expires_in: number;
  scope?: string;
  locationId: string;
  planId?: string;
  userId: string;
  appId?: string;
  versionId?: string;
  /** Not in the docs' response; kept when a server sends it. */
  refresh_token?: string;
}

export interface InstalledLocation {
  _id: string;
  name: string;
  address?: string;
  isInstalled?: boolean;
  versionId?: string;
  installedAt?: string;
}

/** The token endpoint is counted apart from any location or company. */
const TOKEN_RESOURCE = 'oauth-token';

/** HighLevel's OAuth endpoints: code exchange, refresh, location tokens, installed locations. */
export class HighLevelOAuth {
  constructor(
    private readonly http: HighLevelHttp,
    private readonly app: OAuthApp,
  ) {}

  exchangeCode(code: string): Promise<TokenGrant> {
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.app.redirectUri,
    });
  }

  /** Refresh tokens rotate: the grant returned carries the next one; store it before use. */
  refresh(refreshToken: string, userType: 'Company' | 'Location'): Promise<TokenGrant> {
    return this.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      user_type: userType,
    });
  }

  private token(fields: Record<string, string>): Promise<TokenGrant> {
    return this.http.send<TokenGrant>({
      method: 'POST',
      path: '/oauth/token',
      resource: TOKEN_RESOURCE,
      form: { client_id: this.app.clientId, client_secret: this.app.clientSecret, ...fields },
    });
  }

  /** `POST /oauth/locationToken`: a sub-account token from the agency's. */
  locationToken(
    company: TokenSource,
    companyId: string,
    locationId: string,
  ): Promise<LocationTokenGrant> {
    return this.http.send<LocationTokenGrant>({
      method: 'POST',
      path: '/oauth/locationToken',
      version: '2021-07-28',
      resource: companyId,
      auth: company,
      form: { companyId, locationId },
    });
  }

  /** `GET /oauth/installedLocations`, one page. */
  installedLocations(
    company: TokenSource,
    companyId: string,
    page: { skip: number; limit: number; locationId?: string },
  ): Promise<{
    locations: InstalledLocation[];
    count?: number;
    installToFutureLocations?: boolean;
  }> {
    return this.http.send({
      method: 'GET',
      path: '/oauth/installedLocations',
      version: '2021-07-28',
      resource: companyId,
      auth: company,
      query: {
        companyId,
        appId: appIdOf(this.app.clientId),
        isInstalled: true,
        skip: page.skip,
        limit: page.limit,
        locationId: page.locationId,
      },
    });
  }
}
