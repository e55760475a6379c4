import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST } from '../../apps/api/src/bootstrap';
import { UNKNOWN_VERSION } from '../../apps/api/src/crm-help/help-settings.service';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { updateUser } from '../support/factories';

const A_CRM = 'https://app.agency-a.test';
const B_CRM = 'https://crm.agency-b.test';

/** The frame-ancestors sources of a response's CSP. */
const framers = (csp: unknown) =>
  /frame-ancestors ([^;]*)/.exec(String(csp))?.[1].trim().split(/\s+/) ?? [];

/**
 * The help launcher's server side against real rows: the agency's settings (validated, its own
 * only), the public launcher config (CORS for its CRM only), the embed page's framing headers
 * (that agency's CRM and no other; every other page unchanged), and the built launcher file,
 * alone and with a version's config written in.
 */
describe('CRM help: settings, launcher config and embed framing headers', () => {
  let stack: AccountsStack;
  const agency = {} as Record<'a' | 'b' | 'c', { cookie: string; userId: string; version: string }>;

  beforeAll(async () => {
    stack = await startAccountsStack();
    for (const key of ['a', 'b', 'c'] as const) {
      const { cookie, userId } = await stack.signedInAgency('ADVANCED', 'YES');
      const created = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
      const versions = created.body.versions as { id: string }[];
      agency[key] = { cookie, userId, version: versions[0].id };
    }
    await updateUser(stack.env.db, { id: agency.a.userId }, { primary_color: '#fde047' });
  });
  afterAll(() => stack?.close());

  const save = (key: 'a' | 'b' | 'c', body: Record<string, unknown>) =>
    stack.api.put(
      '/api/onboarding/help',
      {
        versionId: agency[key].version,
        crmOrigins: [],
        subAccountIds: null,
        label: 'Help',
        ...body,
      },
      agency[key].cookie,
    );

  it('starts unsaved on the basic version, and refuses bad input with clear messages', async () => {
    const fresh = await stack.api.get('/api/onboarding/help', agency.a.cookie);
    expect(fresh.body).toEqual({
      saved: false,
      versionId: agency.a.version,
      crmOrigins: [],
      subAccountIds: null,
      label: 'Help',
    });
    const refusals: [Record<string, unknown>, string | RegExp][] = [
      [{ crmOrigins: ['ftp://crm.test'] }, '"ftp://crm.test" must start with https://.'],
      [{ crmOrigins: ['intranet'] }, /is not a domain/],
      [{ crmOrigins: ['https://*.agency.test'] }, /not a/],
      [{ subAccountIds: ['ok_1', 'no spaces'] }, /"no spaces" is not a sub-account id/],
      [{ subAccountIds: [] }, /at least one sub-account/],
      [{ versionId: agency.b.version }, UNKNOWN_VERSION],
      [{ label: 'x'.repeat(31) }, /at most 30 characters/],
    ];
    for (const [body, message] of refusals) {
      const res = await save('a', body);
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toMatch(message);
    }
    expect((await stack.api.get('/api/onboarding/help', agency.a.cookie)).body.saved).toBe(false);
  });

  it("saves each agency's own settings, origins normalised", async () => {
    const a = await save('a', {
      crmOrigins: [
        `${A_CRM}/v2/location/abc/contacts`,
        'app.agency-a.test',
        'http://127.0.0.1:4000',
      ],
      subAccountIds: [' Loc1 ', 'Loc2', 'Loc1'],
      label: ' Need help? ',
    });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      saved: true,
      versionId: agency.a.version,
      crmOrigins: [A_CRM, 'http://127.0.0.1:4000'],
      subAccountIds: ['Loc1', 'Loc2'],
      label: 'Need help?',
    });
    expect((await save('b', { crmOrigins: [B_CRM] })).status).toBe(200);
    // Agency C saves no domain: its help page may be framed by nobody else.
    expect((await save('c', {})).status).toBe(200);
    const b = await stack.api.get('/api/onboarding/help', agency.b.cookie);
    expect(b.body).toEqual(expect.objectContaining({ crmOrigins: [B_CRM], subAccountIds: null }));
  });

  it("lets only the agency's own CRM frame its embedded help page", async () => {
    const a = await stack.app.inject({
      method: 'GET',
      url: `/${agency.a.version}/help?route=contacts`,
    });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('text/html');
    expect(framers(a.headers['content-security-policy'])).toEqual([
      "'self'",
      A_CRM,
      'http://127.0.0.1:4000',
    ]);
    expect(a.headers['x-frame-options']).toBeUndefined();
    expect(a.body).not.toMatch(/retainly/i);
    // The rest of the policy is the usual one.
    expect(a.headers['content-security-policy']).toContain("default-src 'self'");

    const b = await stack.app.inject({ method: 'GET', url: `/${agency.b.version}/help` });
    expect(framers(b.headers['content-security-policy'])).toEqual(["'self'", B_CRM]);
    const c = await stack.app.inject({ method: 'GET', url: `/${agency.c.version}/help` });
    expect(c.statusCode).toBe(200);
    expect(framers(c.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it('keeps every other page unframeable by other sites', async () => {
    for (const url of [`/${agency.a.version}`, '/pricing', '/app/onboarding', '/no/such/page']) {
      const res = await stack.app.inject({ method: 'GET', url });
      expect({ url, framers: framers(res.headers['content-security-policy']) }).toEqual({
        url,
        framers: ["'self'"],
      });
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers the launcher config to its CRM only, and 404 when there is nothing to show', async () => {
    const fromA = await stack.app.inject({
      method: 'GET',
      url: `/api/help/${agency.a.version}/launcher`,
      headers: { origin: A_CRM },
    });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.headers['access-control-allow-origin']).toBe(A_CRM);
    expect(fromA.headers.vary).toContain('Origin');
    expect(fromA.json()).toEqual({
      label: 'Need help?',
      colors: { primary: '#fde047', text: '#000000' },
      subAccountIds: ['Loc1', 'Loc2'],
      // Not connected to HighLevel (the HighLevel tests cover the app id).
      highLevelAppId: null,
    });
    const fromB = await stack.app.inject({
      method: 'GET',
      url: `/api/help/${agency.a.version}/launcher`,
      headers: { origin: B_CRM },
    });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['access-control-allow-origin']).toBeUndefined();

    // No saved domain, no such version: nothing.
    for (const id of [agency.c.version, 'NoSuchVersn2']) {
      const res = await stack.app.inject({ method: 'GET', url: `/api/help/${id}/launcher` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('serves the launcher with its config written in, to its CRM only', async () => {
    const url = `/api/help/${agency.a.version}/launcher.js`;
    const fromA = await stack.app.inject({ method: 'GET', url, headers: { origin: A_CRM } });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(fromA.headers['x-content-type-options']).toBe('nosniff');
    expect(fromA.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(fromA.headers['access-control-allow-origin']).toBe(A_CRM);
    expect(fromA.headers.vary).toContain('Origin');
    expect(fromA.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    const file = readFileSync(join(WEB_DIST, 'help-launcher.js'), 'utf8');
    const [before, after] = file.split('"__HELP_LAUNCHER_CONFIG__"');
    expect(fromA.body.startsWith(before) && fromA.body.endsWith(after)).toBe(true);
    expect(JSON.parse(fromA.body.slice(before.length, -after.length))).toEqual({
      label: 'Need help?',
      colors: { primary: '#fde047', text: '#000000' },
      subAccountIds: ['Loc1', 'Loc2'],
      highLevelAppId: null,
      versionId: agency.a.version,
    });
    expect(fromA.body).not.toMatch(/retainly/i);

    // Another site, or a plain <script> (no Origin): the config never leaves.
    for (const headers of [{ origin: B_CRM }, {}]) {
      const res = await stack.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    for (const id of [agency.c.version, 'NoSuchVersn2']) {
      const res = await stack.app.inject({
        method: 'GET',
        url: `/api/help/${id}/launcher.js`,
        headers: { origin: A_CRM },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('closes the launcher and the embed when the agency loses access', async () => {
    await updateUser(stack.env.db, { id: agency.b.userId }, { approval: 'NO' });
    const config = await stack.app.inject({
      method: 'GET',
      url: `/api/help/${agency.b.version}/launcher`,
      headers: { origin: B_CRM },
    });
    expect(config.statusCode).toBe(404);
    const page = await stack.app.inject({ method: 'GET', url: `/${agency.b.version}/help` });
    expect(page.statusCode).toBe(404);
    expect(framers(page.headers['content-security-policy'])).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the launcher as a small cross-origin script that never names us', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/help-launcher.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const file = readFileSync(join(WEB_DIST, 'help-launcher.js'));
    expect(res.rawPayload.equals(file)).toBe(true);
    expect(file.toString()).not.toMatch(/retainly/i);
    expect(gzipSync(file, { level: 9 }).length).toBeLessThan(15 * 1024);
  });
});
