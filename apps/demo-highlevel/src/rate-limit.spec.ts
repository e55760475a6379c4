import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { call, connect, locationToken } from './spec-helpers';

describe('the stand-in: rate limits', () => {
  let standIn: HighLevelStandIn;
  afterEach(() => standIn.close());

  it('sends the five X-RateLimit headers with HighLevel’s limits by default', async () => {
    standIn = await startHighLevelStandIn();
    const { access_token } = await connect(standIn);
    const response = await call(
      standIn,
      access_token,
      'GET',
      `/locations/${standIn.demo.locationIds[0]}`,
    );
    expect(
      Object.fromEntries(
        ['limit-daily', 'daily-remaining', 'interval-milliseconds', 'max', 'remaining'].map(
          (name) => [name, response.headers.get(`x-ratelimit-${name}`)],
        ),
      ),
    ).toEqual({
      'limit-daily': '200000',
      'daily-remaining': '199999',
      'interval-milliseconds': '10000',
      max: '100',
      remaining: '99',
    });
  });

  it('answers 429 over the burst per app per resource, and counts the refusals', async () => {
    standIn = await startHighLevelStandIn({ rateLimit: { burst: 3, intervalMs: 60_000 } });
    const agency = (await connect(standIn)).access_token;
    const [firstId = '', secondId = ''] = standIn.demo.locationIds;
    const first = await locationToken(standIn, agency, firstId);
    const second = await locationToken(standIn, agency, secondId);
    const search = (token: string, locationId: string) =>
      call(standIn, token, 'POST', '/contacts/search', { body: { locationId } });

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await search(first, firstId)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await search(first, firstId);
    expect(await refused.json()).toEqual({ statusCode: 429, message: 'Too Many Requests' });
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(standIn.rateLimits.overLimit).toBe(3);
    expect(standIn.rateLimits.overLimitFor(firstId)).toBe(3);
    // Another location has its own budget; the agency's (locationToken calls) is separate too.
    expect((await search(second, secondId)).status).toBe(200);
  });

  it('opens a new burst window after the interval, and stops at the daily limit', async () => {
    standIn = await startHighLevelStandIn({ rateLimit: { burst: 2, intervalMs: 500, daily: 3 } });
    const { access_token } = await connect(standIn);
    const path = `/locations/${standIn.demo.locationIds[0]}`;
    const get = async () => (await call(standIn, access_token, 'GET', path)).status;
    expect([await get(), await get(), await get()]).toEqual([200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const third = await call(standIn, access_token, 'GET', path);
    expect(third.status).toBe(200);
    expect(third.headers.get('x-ratelimit-daily-remaining')).toBe('0');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await get()).toBe(429);
  });
});
