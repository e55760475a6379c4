import { ALL_QUEUES } from '@retainly/events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WEB_DIST } from '../../apps/api/src/bootstrap';
import { insertUser, updateUser } from '../support/factories';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import { exited, startNode } from '../support/processes';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import { basic, OPERATOR, useOperationsApi } from './operations-support';

describe('api operations surface', () => {
  const ops = useOperationsApi();

  it('GET /api/health reports PostgreSQL, Redis and each queue', async () => {
    const res = await ops.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      queues: ALL_QUEUES.map((name) =>
        expect.objectContaining({ name, counts: expect.any(Object) }),
      ),
    });
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const json = await ops.app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/health');
    const ui = await ops.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('tags each response with a request id, reusing a well-formed incoming one', async () => {
    const fresh = await ops.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const relayed = await ops.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(relayed.headers['x-request-id']).toBe('lb-1234');
    const hostile = await ops.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('bad');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await ops.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps JSON 404s for unknown API paths and serves the web app for page routes', async () => {
    const api = await ops.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(expect.objectContaining({ statusCode: 404 }));

    const page = await ops.app.inject({ method: 'GET', url: '/signup?am_id=7' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it("answers 404 with the not-found page for a path outside the web app's route table", async () => {
    for (const url of ['/some/client/route', '/pricing/old-plan', '/applications', '/app-store']) {
      const res = await ops.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Page not found | Retainly</title>');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/PRICING', '/app', '/app/branding', '/admin/accounts', '/auth/confirm']) {
      const res = await ops.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('serves built assets pre-compressed and cacheable for a year, and a robots.txt', async () => {
    const script = readdirSync(join(WEB_DIST, 'assets')).find(
      (name) => name.endsWith('.js') && existsSync(join(WEB_DIST, 'assets', `${name}.br`)),
    );
    expect(script).toBeDefined();
    const res = await ops.app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBe(
      readFileSync(join(WEB_DIST, 'assets', `${script}.br`)).length,
    );

    const robots = await ops.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent: *');
  });

  it("writes each public page's title, description and Open Graph tags into index.html", async () => {
    const pricing = await ops.app.inject({ method: 'GET', url: '/pricing?utm_source=x' });
    expect(pricing.statusCode).toBe(200);
    expect(pricing.body).toContain('<title>Pricing | Retainly</title>');
    expect(pricing.body).toContain('<meta property="og:title" content="Pricing | Retainly" />');
    expect(pricing.body).toContain('content="http://localhost:3000/pricing"');
    expect(pricing.body.match(/<title>/g)).toHaveLength(1);
    expect(pricing.body.match(/name="description"/g)).toHaveLength(1);

    const landing = await ops.app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<title>Retainly — Onboard. Train. Retain.');
    expect(landing.headers['cache-control']).toBe('no-cache');

    const withQuery = await ops.app.inject({ method: 'GET', url: '/pricing?x=1' });
    expect(withQuery.body).toContain('<title>Pricing | Retainly</title>');
    for (const [url, location] of [
      ['/pricing/', '/pricing'],
      ['/pricing///?am_id=7', '/pricing?am_id=7'],
      ['//', '/'],
      ['/admin/queues/', '/admin/queues'],
    ]) {
      const variant = await ops.app.inject({ method: 'GET', url });
      expect({ url, status: variant.statusCode, location: variant.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    expect((await ops.app.inject({ method: 'GET', url: '/app/branding' })).body).toContain(
      '<title>Your Retainly App</title>',
    );
    expect((await ops.app.inject({ method: 'GET', url: '/reset-password' })).body).toContain(
      '<title>Reset Your Password | Retainly</title>',
    );
    const oldChunk = await ops.app.inject({ method: 'GET', url: '/assets/index-0ld.js' });
    expect(oldChunk.statusCode).toBe(404);
    expect((await ops.app.inject({ method: 'GET', url: '/favicon-missing.png' })).statusCode).toBe(
      404,
    );
    const raw = await ops.app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.statusCode).toBe(301);
    expect(raw.headers.location).toBe('/');

    const unknown = await ops.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.body).toContain('<title>Page not found | Retainly</title>');
    expect(unknown.body).not.toContain('og:url');
  });

  it('redirects a trailing slash only to a path on this host, never to another site', async () => {
    // Over a real socket: inject() parses the URL itself and would turn '/\\x' into '//x'.
    await ops.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ops.app.getHttpServer().address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        }).on('error', reject);
      });
    for (const [path, location] of [
      ['//evil.test/', '/evil.test'],
      ['///evil.test/', '/evil.test'],
      ['/\\evil.test/', '/evil.test'],
      ['/\\/evil.test/?next=1', '/evil.test?next=1'],
      ['/pricing/', '/pricing'],
    ]) {
      expect({ path, ...(await get(path)) }).toEqual({ path, status: 301, location });
    }
  });

  it('serves a client portal link as the agency’s page: no Retainly name, icon or colour', async () => {
    const owner = await insertUser(ops.env.db, {
      email: 'portal.owner@agency.test',
      approval: 'YES',
    });
    await ops.env.db.query(
      `INSERT INTO agency_versions (id, user_id, tier) VALUES ('Ab3dEf7hJk9m', $1, 'basic')`,
      [owner.id],
    );
    const portal = await ops.app.inject({ method: 'GET', url: '/Ab3dEf7hJk9m' });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<title>Client Onboarding</title>');
    expect(portal.body).toContain('<meta name="robots" content="noindex" />');
    expect(portal.body).toContain('<link rel="icon" href="data:," />');
    expect(portal.body).toContain('<script type="module"');
    expect(portal.body).not.toMatch(/retainly|theme-color|og:/i);

    // An id no live portal has: the same neutral page (it says the link is not available), 404.
    const unknown = await ops.app.inject({ method: 'GET', url: '/Zz3dEf7hJk9m' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Client Onboarding</title>');
    await updateUser(ops.env.db, { id: owner.id }, { approval: 'NO' });
    expect((await ops.app.inject({ method: 'GET', url: '/Ab3dEf7hJk9m' })).statusCode).toBe(404);
  });

  it('answers 400, not 500, to malformed JSON and 413 to oversized bodies', async () => {
    const malformed = await ops.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
      payload: '{"oops":',
    });
    expect(malformed.statusCode).toBe(400);
    const deep = await ops.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
      payload: `{"email":${'['.repeat(30_000)}${']'.repeat(30_000)},"password":"x"}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('The JSON body is nested too deeply.');
    const huge = await ops.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
      payload: JSON.stringify({ blob: 'x'.repeat(200 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

/**
 * The built api as its own process, started while Redis is unreachable: it must come up, say
 * so and keep running (an unhandled rejection would end it). Out of process, so the reconnect
 * errors of its Redis clients are its own, not this test file's.
 */
describe('api health while Redis is down', () => {
  let env: TestEnvironment;
  let api: ChildProcess & { output: string[] };
  let baseUrl: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = startNode(
      'apps/api/src/main.js',
      env.env({
        ...OPERATOR,
        REDIS_URL: 'redis://127.0.0.1:1',
        PORT: String(port),
        APP_URL: baseUrl,
        LOG_LEVEL: 'silent',
      }),
    );
    await waitFor(
      () => `the api to answer: ${api.output.join('')}`,
      () =>
        fetch(`${baseUrl}/api/health`).then(
          () => true,
          () => false,
        ),
      { timeoutMs: 30_000, intervalMs: 100 },
    );
  }, 45_000);
  afterAll(async () => {
    api?.kill('SIGTERM');
    if (api) await exited(api);
    await env?.dispose();
  });

  it('answers 503 naming Redis as down, and keeps running', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(
      expect.objectContaining({ status: 'error', database: 'up', redis: 'down' }),
    );
    expect(api.exitCode).toBeNull();
  });

  it('refuses Bull Board Basic credentials at once (503) rather than count guesses nowhere', async () => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/admin/queues`, {
      headers: { authorization: basic(OPERATOR.OPERATOR_USER, OPERATOR.OPERATOR_PASSWORD) },
    });
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(api.exitCode).toBeNull();
  });
});
