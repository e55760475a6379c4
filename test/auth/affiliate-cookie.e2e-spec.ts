import { randomUUID } from 'node:crypto';
import { newEmail, PASSWORD } from '../support/accounts-stack';
import { useStackWithGoogle } from '../support/google-mock';

/** The web app keeps a referral in the retainly_affiliate cookie; sign-up records it from there. */
describe('the affiliate cookie at sign-up', () => {
  const stack = useStackWithGoogle();

  async function signUp(email: string, body: Record<string, string>, cookie?: string) {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: {
        'content-type': 'application/json',
        'x-retainly-client': 'web',
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify({ email, password: PASSWORD, ...body }),
    });
    expect(res.statusCode).toBe(202);
  }

  async function affiliateOf(email: string): Promise<string | null> {
    const [row] = await stack.env.db.query(
      `SELECT affiliate_id FROM retainly_users WHERE email = $1`,
      [email.toLowerCase()],
    );
    return row.affiliate_id as string | null;
  }

  it('records the affiliate from the cookie alone', async () => {
    const email = newEmail();
    await signUp(email, {}, 'retainly_affiliate=partner-7');
    expect(await affiliateOf(email)).toBe('partner-7');
  });

  it('prefers the affiliate id in the body, and ignores a malformed cookie', async () => {
    const fromBody = newEmail();
    await signUp(fromBody, { affiliateId: 'from-body' }, 'retainly_affiliate=from-cookie');
    expect(await affiliateOf(fromBody)).toBe('from-body');

    const malformed = newEmail();
    await signUp(malformed, {}, `retainly_affiliate=${encodeURIComponent("x'; DROP")}`);
    expect(await affiliateOf(malformed)).toBeNull();
  });

  it('records the affiliate from the cookie at a Google sign-up whose start carried none', async () => {
    const email = newEmail().toLowerCase();
    stack.google.person = { sub: `google-${randomUUID()}`, email, email_verified: true };
    const start = await stack.app.inject({ method: 'GET', url: '/api/auth/google?from=signup' });
    const stateCookie = String([start.headers['set-cookie']].flat()[0]).split(';')[0];
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const done = await stack.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${stateCookie}; retainly_affiliate=partner-g` },
    });
    expect(done.headers.location).toBe('/initial-questions');
    expect(await affiliateOf(email)).toBe('partner-g');
  });
});
