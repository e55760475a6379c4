import type { OnboardingState, PortalSession, PortalView } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';

/** Issue #19: a version's default language, and the client's own choice kept on the server. */
describe('portal languages api', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  async function agencyWithVersion() {
    const { cookie } = await stack.signedUpWith({ approval: 'YES', agency_name: 'Acme Growth' });
    const created = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
    const [version] = (created.body as unknown as OnboardingState).versions;
    return { cookie: cookie!, versionId: version.id };
  }

  const setVersionLanguage = (versionId: string, language: unknown, cookie?: string) =>
    stack.api.put(`/api/onboarding/versions/${versionId}/language`, { language }, cookie);

  const setClientLanguage = (versionId: string, token: string | undefined, language: unknown) =>
    stack.app.inject({
      method: 'PUT',
      url: `/api/portal/${versionId}/language`,
      headers: {
        'content-type': 'application/json',
        'x-retainly-client': 'web',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ language }),
    });

  const signIn = async (versionId: string, body: object) =>
    (await stack.api.post(`/api/portal/${versionId}/sessions`, body))
      .body as unknown as PortalSession;

  it("sets a version's default language for its own agency only", async () => {
    const { cookie, versionId } = await agencyWithVersion();
    const other = await agencyWithVersion();
    expect(
      ((await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView).language,
    ).toBe('en');

    const saved = await setVersionLanguage(versionId, 'de', cookie);
    expect(saved.status).toBe(200);
    const state = saved.body as unknown as OnboardingState;
    expect(state.versions).toEqual([expect.objectContaining({ id: versionId, language: 'de' })]);
    expect(
      ((await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView).language,
    ).toBe('de');

    // Another agency's version is not there for it; a language we do not speak is refused.
    expect((await setVersionLanguage(versionId, 'es', other.cookie)).status).toBe(404);
    expect((await setVersionLanguage(versionId, 'nl', cookie)).status).toBe(400);
    expect((await setVersionLanguage(versionId, 'es')).status).toBe(401);
    expect(
      ((await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView).language,
    ).toBe('de');
  });

  it("keeps the client's choice from sign-in and from the header, and never a default as a choice", async () => {
    const { versionId } = await agencyWithVersion();
    const first = await signIn(versionId, { email: 'ana@shop.test' });
    expect(first.client.language).toBeNull();

    expect((await setClientLanguage(versionId, undefined, 'es')).statusCode).toBe(401);
    expect((await setClientLanguage(versionId, first.token, 'xx')).statusCode).toBe(400);
    const other = await agencyWithVersion();
    expect((await setClientLanguage(other.versionId, first.token, 'es')).statusCode).toBe(401);

    const saved = await setClientLanguage(versionId, first.token, 'es');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'es' });
    // A new device without a choice of its own gets it back; one with a choice replaces it.
    expect((await signIn(versionId, { email: 'ana@shop.test' })).client.language).toBe('es');
    const chose = await signIn(versionId, { email: 'ana@shop.test', language: 'pt-BR' });
    expect(chose.client.language).toBe('pt-BR');
    const [row]: { language: string }[] = await stack.env.db.query(
      `SELECT language FROM portal_clients WHERE version_id = $1`,
      [versionId],
    );
    expect(row.language).toBe('pt-BR');
    const refused = await stack.api.post(`/api/portal/${versionId}/sessions`, {
      email: 'ana@shop.test',
      language: 'klingon',
    });
    expect(refused.status).toBe(400);
  });
});
