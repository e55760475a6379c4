import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { authorize, call, connect, postToken } from './spec-helpers';

describe('the stand-in: fault injection', () => {
  let standIn: HighLevelStandIn;
  let token: string;
  const path = () => `/locations/${standIn.demo.locationIds[0]}`;

  beforeEach(async () => {
    standIn = await startHighLevelStandIn();
    token = (await connect(standIn)).access_token;
  });
  afterEach(() => standIn.close());

  it('answers the next N matching requests with the status asked for', async () => {
    standIn.faults.inject({ count: 2, status: 503, path: '/locations/' });
    const other = await call(
      standIn,
      token,
      'GET',
      `/users/search?companyId=${standIn.demo.companyId}`,
    );
    expect(other.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(standIn, token, 'GET', path())).status);
    expect(statuses).toEqual([503, 503, 200]);
    standIn.faults.inject({ status: 500 });
    const failed = await call(standIn, token, 'GET', path());
    expect(await failed.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(standIn.faults.injected).toBe(3);
  });

  it('fails token refreshes too, but never the authorize page', async () => {
    standIn.faults.inject({ count: 5, status: 503, path: '/oauth/' });
    expect((await authorize(standIn)).searchParams.get('code')).toBeTruthy();
    const refresh = await postToken(standIn, { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(refresh.status).toBe(503);
  });

  it('hangs a request until the client gives up', async () => {
    standIn.faults.inject({ hang: true, path: /^\/locations\// });
    const hung = fetch(`${standIn.url}${path()}`, {
      headers: { authorization: `Bearer ${token}`, version: '2021-07-28' },
      signal: AbortSignal.timeout(200),
    });
    await expect(hung).rejects.toThrow();
    expect((await call(standIn, token, 'GET', path())).status).toBe(200);
  });

  it('goes down (connections refused, or 503 for everything) and comes back', async () => {
    await standIn.down();
    await expect(call(standIn, token, 'GET', path())).rejects.toThrow();
    await standIn.up();
    expect((await call(standIn, token, 'GET', path())).status).toBe(200);

    await standIn.down('503');
    expect((await call(standIn, token, 'GET', path())).status).toBe(503);
    expect((await fetch(`${standIn.url}/oauth/token`, { method: 'POST' })).status).toBe(503);
    await standIn.up();
    expect((await call(standIn, token, 'GET', path())).status).toBe(200);
  });
});
