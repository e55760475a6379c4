import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { authorize, call, connect, locationToken, postToken, REDIRECT_URI } from './spec-helpers';

describe('the stand-in: OAuth', () => {
  let standIn: HighLevelStandIn;
  beforeEach(async () => {
    standIn = await startHighLevelStandIn();
  });
  afterEach(() => standIn.close());

  it('redirects to redirect_uri with a code (and the state), then exchanges it once', async () => {
    const redirect = await authorize(standIn, { state: 'xyz' });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('xyz');
    const code = redirect.searchParams.get('code') ?? '';

    const first = await postToken(standIn, { grant_type: 'authorization_code', code });
    expect(first.status).toBe(200);
    const token = (await first.json()) as Record<string, unknown>;
    expect(token).toMatchObject({
      token_type: 'Bearer',
      expires_in: 86399,
      userType: 'Company',
      companyId: standIn.demo.companyId,
      approvedLocations: standIn.demo.locationIds,
      installToFutureLocations: true,
      approveAllLocations: true,
      isBulkInstallation: true,
      userId: standIn.demo.agencyAdminId,
    });
    expect(typeof token.access_token).toBe('string');
    expect(typeof token.refresh_token).toBe('string');

    const again = await postToken(standIn, { grant_type: 'authorization_code', code });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      statusCode: 400,
      message: 'Invalid grant: authorization code is invalid',
    });
  });

  it('takes JSON token requests and refuses wrong client credentials', async () => {
    const code = (await authorize(standIn)).searchParams.get('code') ?? '';
    const wrong = await postToken(standIn, {
      grant_type: 'authorization_code',
      code,
      client_secret: 'nope',
    });
    expect(wrong.status).toBe(401);
    const json = await postToken(standIn, { grant_type: 'authorization_code', code }, 'json');
    expect(json.status).toBe(200);
    const missing = await postToken(standIn, { grant_type: 'password' });
    expect(await missing.json()).toEqual({
      statusCode: 400,
      message: 'Invalid parameter: grant_type',
    });
  });

  it('rotates refresh tokens: a used one is refused', async () => {
    const first = await connect(standIn);
    const refresh = await postToken(standIn, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      user_type: 'Company',
    });
    expect(refresh.status).toBe(200);
    const second = (await refresh.json()) as { refresh_token: string; access_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reused = await postToken(standIn, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      statusCode: 400,
      message: 'Invalid grant: refresh token is invalid',
    });
    // The old access token still works until it expires; the new one does too.
    const location = await call(
      standIn,
      second.access_token,
      'GET',
      `/locations/${standIn.demo.locationIds[0]}`,
    );
    expect(location.status).toBe(200);
  });

  it('gives location tokens to an agency token, as form or JSON, with Version 2021-07-28', async () => {
    const agency = await connect(standIn);
    const locationId = standIn.demo.locationIds[1] ?? '';
    const form = await fetch(`${standIn.url}/oauth/locationToken`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${agency.access_token}`,
        version: '2021-07-28',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ companyId: standIn.demo.companyId, locationId }).toString(),
    });
    expect(form.status).toBe(200);
    const body = (await form.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 86399,
      locationId,
      userId: standIn.demo.agencyAdminId,
    });
    expect(body.refresh_token).toBeUndefined();

    const token = await locationToken(standIn, agency.access_token, locationId);
    const contacts = await call(standIn, token, 'POST', '/contacts/search', {
      body: { locationId, pageLimit: 1 },
    });
    expect(contacts.status).toBe(200);

    const noVersion = await call(standIn, agency.access_token, 'POST', '/oauth/locationToken', {
      body: { companyId: standIn.demo.companyId, locationId },
      version: null,
    });
    expect(noVersion.status).toBe(400);
  });

  it('lists installed locations', async () => {
    standIn.oauth.authorizeAs({ locationIds: standIn.demo.locationIds.slice(0, 2) });
    const agency = await connect(standIn);
    const query = new URLSearchParams({
      companyId: standIn.demo.companyId,
      appId: standIn.app.clientId.split('-')[0] ?? '',
    });
    const response = await call(
      standIn,
      agency.access_token,
      'GET',
      `/oauth/installedLocations?${query}`,
    );
    const body = (await response.json()) as {
      locations: { _id: string; isInstalled: boolean }[];
      count: number;
    };
    expect(body.count).toBe(5);
    expect(
      body.locations.filter((location) => location.isInstalled).map((location) => location._id),
    ).toEqual(standIn.demo.locationIds.slice(0, 2));
  });

  it('expires and revokes tokens: 401 everywhere, refresh refused', async () => {
    const agency = await connect(standIn);
    const path = `/locations/${standIn.demo.locationIds[0]}`;
    standIn.oauth.expireAccessToken(agency.access_token);
    expect((await call(standIn, agency.access_token, 'GET', path)).status).toBe(401);

    const fresh = (await (
      await postToken(standIn, { grant_type: 'refresh_token', refresh_token: agency.refresh_token })
    ).json()) as { access_token: string; refresh_token: string };
    expect((await call(standIn, fresh.access_token, 'GET', path)).status).toBe(200);

    standIn.oauth.revokeCompany(standIn.demo.companyId);
    expect((await call(standIn, fresh.access_token, 'GET', path)).status).toBe(401);
    const refused = await postToken(standIn, {
      grant_type: 'refresh_token',
      refresh_token: fresh.refresh_token,
    });
    expect(refused.status).toBe(400);
  });

  it('installs into one sub-account, refuses when not approved, and knows paused locations', async () => {
    const locationId = standIn.demo.locationIds[2] ?? '';
    standIn.oauth.authorizeAs({ userType: 'Location', locationId });
    const token = await connect(standIn);
    expect(token).toMatchObject({
      userType: 'Location',
      locationId,
      companyId: standIn.demo.companyId,
    });
    expect(token.approvedLocations).toBeUndefined();

    standIn.state.setLocationActive(locationId, false);
    const paused = await postToken(standIn, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token,
    });
    expect(await paused.json()).toEqual({ statusCode: 400, message: 'Location is not active' });
    standIn.state.setLocationActive(locationId, true);
    const resumed = await postToken(standIn, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token,
    });
    expect(resumed.status).toBe(200);

    standIn.oauth.authorizeAs({ approve: false });
    const denied = await authorize(standIn, { state: 's' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();
  });
});
