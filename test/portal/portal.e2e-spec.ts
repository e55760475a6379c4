import type { OnboardingState, PortalSession, PortalView } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { updateUser } from '../support/factories';

describe('client portal api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  /** A paid agency with a basic version; returns its cookie and the version id. */
  async function agencyWithVersion(loginWith: 'EMAIL' | 'NAME' = 'EMAIL') {
    const { cookie, email } = await stack.signedUpWith({
      approval: 'YES',
      agency_name: 'Acme Growth',
      login_with: loginWith,
      primary_color: '#112233',
    });
    const created = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
    const [version] = (created.body as unknown as OnboardingState).versions;
    return { cookie, versionId: version.id, email };
  }

  const completion = (versionId: string, token: string | undefined, body: object) =>
    stack.app.inject({
      method: 'POST',
      url: `/api/portal/${versionId}/completions`,
      headers: {
        'content-type': 'application/json',
        'x-retainly-client': 'web',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });

  it("shows the agency's brand and only its visible videos, nothing of Retainly", async () => {
    const { cookie, versionId } = await agencyWithVersion();
    await stack.api.put(
      `/api/onboarding/versions/${versionId}/videos/commerce/order-forms`,
      { visible: false },
      cookie,
    );
    const res = await stack.api.get(`/api/portal/${versionId}`);
    expect(res.status).toBe(200);
    const view = res.body as unknown as PortalView;
    expect(view).toMatchObject({
      versionId,
      agencyName: 'Acme Growth',
      loginWith: 'EMAIL',
      colors: { primary: '#112233', secondary: '#10b981', tertiary: '#f59e0b' },
    });
    const modules = view.categories.flatMap((c) => c.videos.map((v) => v.moduleId));
    expect(modules).toHaveLength(21);
    expect(modules).not.toContain('order-forms');
    expect(JSON.stringify(view)).not.toMatch(/retainly|highlevel/i);
  });

  it('answers 404 for unknown ids and for agencies without access', async () => {
    expect((await stack.api.get('/api/portal/NoSuchVersion1')).status).toBe(404);
    const { versionId, email } = await agencyWithVersion();
    await updateUser(stack.env.db, { email }, { approval: 'NO' });
    const res = await stack.api.get(`/api/portal/${versionId}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This onboarding link is not available.');
  });

  it('signs a client in by e-mail, records completions once and resumes them on return', async () => {
    const { versionId } = await agencyWithVersion('EMAIL');
    const refused = await stack.api.post(`/api/portal/${versionId}/sessions`, { name: 'Bo' });
    expect(refused.status).toBe(400);

    const first = (
      await stack.api.post(`/api/portal/${versionId}/sessions`, {
        email: ' Client@Shop.test ',
      })
    ).body as unknown as PortalSession;
    expect(first.client).toEqual({ name: null, email: 'client@shop.test', language: null });
    expect(first.completed).toEqual([]);

    const video = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
    expect((await completion(versionId, first.token, video)).statusCode).toBe(200);
    expect((await completion(versionId, first.token, video)).statusCode).toBe(200);
    expect(
      (await completion(versionId, first.token, { ...video, moduleId: 'nope' })).statusCode,
    ).toBe(404);

    const again = (
      await stack.api.post(`/api/portal/${versionId}/sessions`, {
        email: 'client@shop.test',
      })
    ).body as unknown as PortalSession;
    expect(again.completed).toEqual([video]);
    expect(again.token).not.toBe(first.token);
    // Each device keeps its own token: the first one still works after signing in elsewhere.
    expect((await completion(versionId, first.token, video)).statusCode).toBe(200);

    const [row] = await stack.env.db.query(
      `SELECT count(*)::int AS clients, max(last_login_at) > min(created_at) AS returned
       FROM portal_clients WHERE version_id = $1`,
      [versionId],
    );
    expect(row).toEqual({ clients: 1, returned: true });
  });

  it('tracks by name when the agency chose NAME', async () => {
    const { versionId } = await agencyWithVersion('NAME');
    expect((await stack.api.post(`/api/portal/${versionId}/sessions`, { name: '  ' })).status).toBe(
      400,
    );
    const session = (
      await stack.api.post(`/api/portal/${versionId}/sessions`, { name: 'Bo Smith' })
    ).body as unknown as PortalSession;
    expect(session.client).toEqual({ name: 'Bo Smith', email: null, language: null });
  });

  it("never lets a client's token act on another agency's version", async () => {
    const a = await agencyWithVersion();
    const b = await agencyWithVersion();
    const session = (
      await stack.api.post(`/api/portal/${a.versionId}/sessions`, {
        email: 'c@shop.test',
      })
    ).body as unknown as PortalSession;
    const video = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
    expect((await completion(b.versionId, session.token, video)).statusCode).toBe(401);
    expect((await completion(a.versionId, undefined, video)).statusCode).toBe(401);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM module_completions m JOIN portal_clients c ON c.id = m.client_id
       WHERE c.version_id IN ($1, $2)`,
      [a.versionId, b.versionId],
    );
    expect(n).toBe(0);
  });

  it('limits each address to 120 portal calls a minute, without touching other addresses', async () => {
    const { versionId } = await agencyWithVersion();
    const view = (remoteAddress: string) =>
      stack.app.inject({ method: 'GET', url: `/api/portal/${versionId}`, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await view('203.0.113.9')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await view('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many attempts/);
    expect((await view('203.0.113.10')).statusCode).toBe(200);
  });

  it('lets a client sign in again and again (no per-e-mail lockout anyone could trigger)', async () => {
    const { versionId } = await agencyWithVersion();
    for (let i = 0; i < 12; i++) {
      const signIn = await stack.api.post(`/api/portal/${versionId}/sessions`, {
        email: 'often@shop.test',
      });
      expect(signIn.status).toBe(201);
    }
  });
});
