import { accessibleCompany, accessibleLocation } from './access';
import { apiRoute, V2021_07_28, type Route, type StandInContext } from './context';
import { badRequest, HighLevelError, noLocationAccess, unprocessable } from './errors';
import { json, page, text, type StandInRequest } from './http';
import { appIdOf } from './options';
import type { AccessToken, Grant } from './tokens';

const GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'];

/** Ours: the docs give no body for wrong client credentials. */
const invalidClient = () =>
  new HighLevelError(401, {
    statusCode: 401,
    message: 'Invalid client: client credentials are invalid',
    error: 'Unauthorized',
  });

/** POST /oauth/token, POST /oauth/locationToken, GET /oauth/installedLocations. */
export function tokenRoutes(context: StandInContext): Route[] {
  const { app, tokens, installations, store } = context;

  /** GetAccessCodeSuccessfulResponseDto for a fresh token pair of this grant. */
  function tokenResponse(grant: Grant) {
    const issued = tokens.issue(grant, true);
    const common = {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.expiresIn,
      refresh_token: issued.refreshToken,
      scope: grant.scope,
      userType: grant.userType,
      companyId: grant.companyId,
      userId: grant.userId,
      ...(app.planId ? { planId: app.planId } : {}),
    };
    if (grant.userType === 'Location') return { ...common, locationId: grant.locationId };
    const install = installations.ofCompany(grant.companyId);
    return {
      ...common,
      approvedLocations: install?.approvedLocations ?? [],
      isBulkInstallation: install?.isBulkInstallation ?? false,
      installToFutureLocations: install?.installToFutureLocations ?? false,
      approveAllLocations: install?.approveAllLocations ?? false,
    };
  }

  function exchange(request: StandInRequest) {
    const body = request.body;
    for (const name of ['client_id', 'client_secret', 'grant_type']) {
      if (!text(body, name)) throw badRequest(`Missing parameter: ${name}`);
    }
    const grantType = text(body, 'grant_type') ?? '';
    if (!GRANT_TYPES.includes(grantType)) throw badRequest('Invalid parameter: grant_type');
    if (
      text(body, 'client_id') !== app.clientId ||
      text(body, 'client_secret') !== app.clientSecret
    ) {
      throw invalidClient();
    }
    if (grantType === 'authorization_code') {
      const code = text(body, 'code');
      if (!code) throw badRequest('Missing parameter: code');
      const grant = tokens.redeemCode(code);
      if (!grant) throw badRequest('Invalid grant: authorization code is invalid');
      const redirectUri = text(body, 'redirect_uri');
      if (redirectUri && redirectUri !== grant.redirectUri) {
        throw badRequest('Invalid grant: redirect_uri does not match');
      }
      const { redirectUri: _r, expiresAt: _e, ...rest } = grant;
      return json(200, tokenResponse(rest));
    }
    if (grantType === 'refresh_token') {
      const refreshToken = text(body, 'refresh_token');
      if (!refreshToken) throw badRequest('Missing parameter: refresh_token');
      const grant = tokens.peekRefresh(refreshToken);
      if (!grant) throw badRequest('Invalid grant: refresh token is invalid');
      const location = grant.locationId ? store.locations.get(grant.locationId) : undefined;
      // The token stays usable: "the same refresh token works again once the location is active".
      if (location && !location.active) throw badRequest('Location is not active');
      tokens.useRefresh(refreshToken);
      return json(200, tokenResponse(grant));
    }
    throw badRequest('Invalid parameter: grant_type (client_credentials is not supported)');
  }

  function locationToken(request: StandInRequest, agency: AccessToken) {
    const companyId = text(request.body, 'companyId');
    const locationId = text(request.body, 'locationId');
    const missing = [
      ...(companyId ? [] : ['companyId should not be empty']),
      ...(locationId ? [] : ['locationId should not be empty']),
    ];
    if (missing.length > 0) throw unprocessable(missing);
    accessibleCompany(agency, companyId);
    const location = accessibleLocation(context, agency, locationId);
    if (!installations.ofCompany(agency.companyId)?.approvedLocations.includes(location.id)) {
      throw noLocationAccess();
    }
    const issued = tokens.issue(
      { ...agency, userType: 'Location', locationId: location.id },
      false,
    );
    return json(200, {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.expiresIn,
      scope: agency.scope,
      locationId: location.id,
      ...(app.planId ? { planId: app.planId } : {}),
      userId: agency.userId,
      appId: appIdOf(app),
      versionId: app.versionId,
    });
  }

  function installedLocations(request: StandInRequest, token: AccessToken) {
    const query = request.query;
    const missing = [
      ...(text(query, 'companyId') ? [] : ['companyId should not be empty']),
      ...(text(query, 'appId') ? [] : ['appId should not be empty']),
    ];
    if (missing.length > 0) throw unprocessable(missing);
    const companyId = accessibleCompany(token, text(query, 'companyId'));
    const install = installations.ofCompany(companyId);
    const search = text(query, 'query')?.toLowerCase();
    const isInstalled = text(query, 'isInstalled');
    const only = text(query, 'locationId');
    const all = store
      .locationsOf(companyId)
      .map((location) => {
        const installedAt = installations.isInstalledAt(location.id)
          ? (install?.installedAt.get(location.id) ??
            installations.ofLocation(location.id)?.installedAt.get(location.id))
          : undefined;
        return {
          _id: location.id,
          name: location.name,
          address: [location.address, location.city, location.state].filter(Boolean).join(', '),
          isInstalled: installedAt !== undefined,
          versionId: app.versionId,
          ...(installedAt ? { installedAt } : {}),
        };
      })
      .filter((row) => !search || row.name.toLowerCase().includes(search))
      .filter((row) => isInstalled === undefined || String(row.isInstalled) === isInstalled)
      .filter((row) => !only || row._id === only);
    const { skip, limit } = page(query, 20);
    return json(200, {
      locations: all.slice(skip, skip + limit),
      count: all.length,
      installToFutureLocations: install?.installToFutureLocations ?? false,
    });
  }

  return [
    { method: 'POST', path: '/oauth/token', access: 'none', unlimited: true, handle: exchange },
    apiRoute('POST', '/oauth/locationToken', 'agency', V2021_07_28, 'oauth.write', locationToken),
    apiRoute(
      'GET',
      '/oauth/installedLocations',
      'agency',
      V2021_07_28,
      'oauth.readonly',
      installedLocations,
    ),
  ];
}
