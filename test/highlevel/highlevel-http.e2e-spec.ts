import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import {
  HighLevelClient,
  HighLevelLimiter,
  HighLevelRateLimited,
  HighLevelRejected,
  HighLevelUnauthorized,
  HighLevelUnavailable,
  type TokenSource,
} from '@retainly/highlevel';
import { TEST_REDIS_URL } from '../support/test-environment';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (seen: Seen, res: ServerResponse) => void;

/** A plain HTTP server whose answers each test scripts; it records every request. */
async function scriptedServer() {
  const seen: Seen[] = [];
  let handler: Handler = (_, res) => res.end('{}');
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer(next: Handler) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const UNAUTHORIZED = {
  statusCode: 401,
  message: 'Invalid token: access token is invalid',
  error: 'Unauthorized',
};

describe('HighLevelClient over HTTP', () => {
  let server: Awaited<ReturnType<typeof scriptedServer>>;
  let redis: Redis;
  let client: HighLevelClient;
  const app = {
    clientId: 'app123-suffix',
    clientSecret: 'shh',
    redirectUri: 'http://localhost/cb',
  };

  beforeAll(async () => {
    server = await scriptedServer();
    redis = new Redis(TEST_REDIS_URL);
  });
  beforeEach(() => {
    server.seen.length = 0;
    const limiter = new HighLevelLimiter(redis, `hl-http-${randomUUID()}`, {
      burst: { max: 100, intervalMs: 10_000 },
      daily: 200_000,
      marginMs: 0,
    });
    client = new HighLevelClient({
      apiUrl: server.url,
      limiter,
      timeoutMs: 1_000,
      maxRateWaitMs: 2_000,
      app,
    });
  });
  afterEach(() => client.close());
  afterAll(async () => {
    await server.close();
    await redis.quit();
  });

  const tokens = (first: string, renewed: string | null) => {
    const refused: string[] = [];
    const source: TokenSource = {
      token: async () => first,
      renew: async (token) => {
        refused.push(token);
        return renewed;
      },
    };
    return { source, refused };
  };

  it('exchanges a code as a form with the app credentials and no bearer', async () => {
    server.answer((_, res) =>
      json(res, 200, {
        access_token: 'at',
        expires_in: 86399,
        userId: 'u1',
        userType: 'Company',
        companyId: 'c1',
      }),
    );
    const grant = await client.oauth.exchangeCode('the-code');
    expect(grant).toMatchObject({ access_token: 'at', companyId: 'c1' });
    const [request] = server.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/oauth/token' });
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      client_id: 'app123-suffix',
      client_secret: 'shh',
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'http://localhost/cb',
    });
  });

  it("sends the endpoint's Version and the bearer token, and reads the documented answer", async () => {
    server.answer((_, res) =>
      json(res, 200, { locations: [{ _id: 'l1', name: 'One' }], count: 1 }),
    );
    const { source } = tokens('agency-token', null);
    const page = await client.oauth.installedLocations(source, 'c1', { skip: 0, limit: 50 });
    expect(page.locations).toEqual([{ _id: 'l1', name: 'One' }]);
    const [request] = server.seen;
    expect(request!.headers.version).toBe('2021-07-28');
    expect(request!.headers.authorization).toBe('Bearer agency-token');
    const query = new URL(request!.url, server.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      companyId: 'c1',
      appId: 'app123',
      isInstalled: 'true',
      skip: '0',
      limit: '50',
    });
  });

  it('renews the token once on a 401 and retries with the new one', async () => {
    server.answer((seen, res) =>
      seen.headers.authorization === 'Bearer fresh'
        ? json(res, 200, { location: { id: 'l1', name: 'One' } })
        : json(res, 401, UNAUTHORIZED),
    );
    const { source, refused } = tokens('stale', 'fresh');
    expect(await client.subAccounts.get(source, 'l1', 'l1')).toEqual({ id: 'l1', name: 'One' });
    expect(refused).toEqual(['stale']);
    expect(server.seen).toHaveLength(2);
  });

  it('gives up with HighLevelUnauthorized when there is no new token, or the new one is refused too', async () => {
    server.answer((_, res) => json(res, 401, UNAUTHORIZED));
    const revoked = tokens('stale', null);
    await expect(client.subAccounts.get(revoked.source, 'l1', 'l1')).rejects.toThrow(
      HighLevelUnauthorized,
    );
    const refusedAgain = tokens('stale', 'also-refused');
    await expect(client.subAccounts.get(refusedAgain.source, 'l1', 'l1')).rejects.toThrow(
      'Invalid token: access token is invalid',
    );
    expect(refusedAgain.refused).toEqual(['stale']);
  });

  it('waits out a 429 for the interval the headers give, then retries', async () => {
    let calls = 0;
    server.answer((_, res) => {
      calls += 1;
      if (calls === 1) {
        return json(
          res,
          429,
          { message: 'Too Many Requests' },
          {
            'x-ratelimit-interval-milliseconds': '300',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-max': '100',
          },
        );
      }
      json(res, 200, { calendars: [{ id: 'c' }, { id: 'd' }] }, { 'x-ratelimit-remaining': '98' });
    });
    const started = Date.now();
    expect(await client.setupReads.calendars(tokens('t', null).source, 'l1')).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.seen.map((each) => each.headers.version)).toEqual(['2021-04-15', '2021-04-15']);
  });

  it('throws HighLevelRateLimited when the wait is longer than it may wait in-process', async () => {
    server.answer((_, res) => json(res, 429, {}, { 'x-ratelimit-interval-milliseconds': '60000' }));
    const error = await client.setupReads
      .pipelines(tokens('t', null).source, 'l1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HighLevelRateLimited);
    expect((error as HighLevelRateLimited).retryAfterMs).toBe(60_000);
    expect(server.seen).toHaveLength(1);
  });

  it('classifies 5xx, time-outs and refused connections as unavailable, other 4xx as rejected', async () => {
    const auth = tokens('t', null).source;
    server.answer((_, res) => json(res, 503, { message: 'down' }));
    await expect(client.setupReads.pipelines(auth, 'l1')).rejects.toThrow(HighLevelUnavailable);

    server.answer((_, res) =>
      json(res, 422, {
        statusCode: 422,
        message: ['locationId is required', 'bad'],
        error: 'Unprocessable Entity',
      }),
    );
    await expect(client.setupReads.pipelines(auth, 'l1')).rejects.toThrow(
      new HighLevelRejected('locationId is required, bad', 422),
    );

    server.answer(() => undefined); // never answers
    await expect(client.setupReads.pipelines(auth, 'l1')).rejects.toThrow(HighLevelUnavailable);

    const nowhere = new HighLevelClient({
      apiUrl: 'http://127.0.0.1:1',
      limiter: client.http.limiter,
      timeoutMs: 500,
      app,
    });
    await expect(nowhere.setupReads.pipelines(auth, 'l1')).rejects.toThrow(/ECONNREFUSED/);
    await nowhere.close();
  });

  it('never puts a token into an error message', async () => {
    server.answer((_, res) =>
      json(res, 400, { statusCode: 400, message: 'Invalid grant: refresh token is invalid' }),
    );
    const error = (await client.oauth
      .refresh('secret-refresh-token', 'Company')
      .catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(HighLevelRejected);
    expect(`${error.message} ${error.stack}`).not.toContain('secret-refresh-token');
  });
});
