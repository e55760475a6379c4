import { PLAN_REQUIRED_MESSAGE, VIDEO_CATEGORIES } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { agencyApi, YOUTUBE_LINK } from './agency-api';

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi.\n';

/** Who may use the modules api: ADVANCED agencies, each on its own modules and versions only. */
describe('agency modules api access', () => {
  let stack: AccountsStack;
  let a: ReturnType<typeof agencyApi>;
  let versionA: string;
  let moduleA: string;

  beforeAll(async () => {
    stack = await startAccountsStack();
    a = agencyApi(stack, (await stack.signedInAgency()).cookie);
    versionA = await a.version('basic');
    moduleA = (
      await a.module({
        title: 'Kick-off',
        categoryId: VIDEO_CATEGORIES[0].id,
        videoUrl: YOUTUBE_LINK,
        versionIds: [versionA],
      })
    ).id;
  });

  afterAll(() => stack?.close());

  /** Every module route with a body it would take, aimed at `moduleId` in `versionId`. */
  const routes = (versionId: string, moduleId: string) =>
    [
      ['GET', '/api/onboarding/modules', undefined],
      ['POST', '/api/onboarding/modules', { title: 'Mine', ownCategory: 'Extras' }],
      ['GET', `/api/onboarding/modules/${moduleId}`, undefined],
      ['PATCH', `/api/onboarding/modules/${moduleId}`, { title: 'Renamed' }],
      ['DELETE', `/api/onboarding/modules/${moduleId}`, undefined],
      ['PUT', `/api/onboarding/versions/${versionId}/modules/${moduleId}`, { after: null }],
      ['DELETE', `/api/onboarding/versions/${versionId}/modules/${moduleId}`, undefined],
    ] as const;

  it('refuses a BASIC agency on every route with the upgrade answer, before reading the body', async () => {
    const basic = await stack.signedInAgency('BASIC');
    const api = agencyApi(stack, basic.cookie);
    const ownVersion = await api.version('basic');
    const expectRefused = (res: { status: number; body: unknown }, route: string) =>
      expect({ route, ...res }).toEqual({
        route,
        status: 403,
        body: { statusCode: 403, code: 'plan_required', message: PLAN_REQUIRED_MESSAGE },
      });
    for (const [method, url, body] of routes(ownVersion, moduleA)) {
      expectRefused(await api.call(method, url, body), `${method} ${url}`);
    }
    expectRefused(await api.call('POST', '/api/onboarding/modules', { junk: 1 }), 'junk');
    expectRefused(await api.putCaptions(moduleA, CAPTIONS), 'captions');
    expect((await a.get(moduleA)).body).toMatchObject({
      title: 'Kick-off',
      versionIds: [versionA],
    });
  });

  it('refuses a trialing agency as every paid tool does', async () => {
    const trialing = await stack.signedInAgency('ADVANCED', 'TRIALING');
    const api = agencyApi(stack, trialing.cookie);
    for (const [method, url, body] of routes(versionA, moduleA)) {
      const res = await api.call(method, url, body);
      expect({ url, status: res.status, code: (res.body as { code: string }).code }).toEqual({
        url,
        status: 403,
        code: 'trial_limited',
      });
    }
  });

  it("answers another agency's module and version as missing, and leaks nothing through 'after'", async () => {
    const b = agencyApi(stack, (await stack.signedInAgency()).cookie);
    const versionB = await b.version('basic');
    const moduleB = (await b.module({ title: 'Mine', ownCategory: 'Extras' })).id;
    for (const [method, url, body] of routes(versionA, moduleA).slice(2)) {
      const res = await b.call(method, url, body);
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    // Its own module into A's version, A's module into its own version: both missing.
    expect((await b.place(versionA, moduleB, { after: null })).status).toBe(404);
    expect((await b.place(versionB, moduleA, { after: null })).status).toBe(404);
    expect((await b.removeFrom(versionA, moduleA)).status).toBe(404);
    expect((await b.putCaptions(moduleA, CAPTIONS)).status).toBe(404);
    // A's module is not in B's version, so it cannot be followed there.
    expect((await b.place(versionB, moduleB, { after: `custom/${moduleA}` })).status).toBe(400);
    expect((await b.library()).modules.map((m) => m.id)).toEqual([moduleB]);

    expect((await a.get(moduleA)).body).toMatchObject({
      title: 'Kick-off',
      versionIds: [versionA],
    });
    expect(await a.order(versionA)).toContain(`custom/${moduleA}`);
  });

  it('refuses captions for a module with no video yet', async () => {
    const res = await a.putCaptions(moduleA, CAPTIONS);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Captions can be added once the video is uploaded.');
  });
});
