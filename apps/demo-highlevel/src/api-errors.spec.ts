import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { call, connect, locationToken } from './spec-helpers';

const INVALID_TOKEN = {
  statusCode: 401,
  message: 'Invalid token: access token is invalid',
  error: 'Unauthorized',
};

describe('the stand-in: authentication, Version and location errors', () => {
  let standIn: HighLevelStandIn;
  let agency: string;
  let first: string;
  const firstId = () => standIn.demo.locationIds[0] ?? '';
  const secondId = () => standIn.demo.locationIds[1] ?? '';

  beforeAll(async () => {
    standIn = await startHighLevelStandIn();
    agency = (await connect(standIn)).access_token;
    first = await locationToken(standIn, agency, firstId());
  });
  afterAll(() => standIn.close());

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'not-a-token'],
  ])('answers %s with the documented 401 body', async (_case, token) => {
    const response = await call(standIn, token, 'GET', `/locations/${firstId()}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID_TOKEN);
  });

  it('checks the Version header per endpoint', async () => {
    const missing = await call(standIn, first, 'GET', `/calendars/?locationId=${firstId()}`, {
      version: null,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: 400,
      message: 'Version header was not found',
    });
    // Calendars are 2021-04-15; 2021-07-28 is the wrong one there.
    const wrong = await call(standIn, first, 'GET', `/calendars/?locationId=${firstId()}`);
    expect(await wrong.json()).toEqual({ statusCode: 400, message: 'Version header is invalid' });
    const right = await call(standIn, first, 'GET', `/calendars/?locationId=${firstId()}`, {
      version: '2021-04-15',
    });
    expect(right.status).toBe(200);
    // Funnels declare no Version header.
    const funnels = await call(
      standIn,
      first,
      'GET',
      `/funnels/funnel/list?locationId=${firstId()}`,
      {
        version: null,
      },
    );
    expect(funnels.status).toBe(200);
  });

  it('refuses a token of another location with the documented 403', async () => {
    const response = await call(standIn, first, 'POST', '/contacts/search', {
      body: { locationId: secondId() },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      statusCode: 403,
      message: 'The token does not have access to this location',
    });
    const location = await call(standIn, first, 'GET', `/locations/${secondId()}`);
    expect(location.status).toBe(403);
  });

  it('refuses a token of the wrong kind or without the scope', async () => {
    const agencyOnContacts = await call(standIn, agency, 'POST', '/contacts/search', {
      body: { locationId: firstId() },
    });
    expect(agencyOnContacts.status).toBe(401);
    const locationOnMenus = await call(standIn, first, 'GET', '/custom-menus/');
    expect(locationOnMenus.status).toBe(401);

    const narrow = (await connect(standIn, 'locations.readonly')).access_token;
    expect((await call(standIn, narrow, 'GET', `/locations/${firstId()}`)).status).toBe(200);
    const menus = await call(standIn, narrow, 'GET', '/custom-menus/');
    expect(await menus.json()).toEqual({
      statusCode: 401,
      message: 'The token is not authorized for this scope.',
      error: 'Unauthorized',
    });
  });

  it('returns a traceId in success bodies, and NestJS 404s for unknown routes', async () => {
    const response = await call(standIn, agency, 'GET', `/locations/${firstId()}`);
    const body = (await response.json()) as { traceId: string; location: { id: string } };
    expect(body.location.id).toBe(firstId());
    expect(body.traceId).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await call(standIn, agency, 'PATCH', '/custom-menus/abc');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      statusCode: 404,
      message: 'Cannot PATCH /custom-menus/abc',
      error: 'Not Found',
    });
  });
});
