import { randomUUID } from 'node:crypto';
import { newEmail } from '../support/accounts-stack';
import {
  signFlow,
  stateKey,
  type GoogleFlow,
} from '../../apps/api/src/auth/google/google-state-store';
import { useStackWithGoogle } from '../support/google-mock';
import { updateUser } from '../support/factories';

describe('Google sign-in (passport-google-oauth20 against a local OAuth server)', () => {
  const stack = useStackWithGoogle();

  /** Runs the redirect dance; returns where the api finally sends the browser, and the session. */
  async function signInWithGoogle(
    query: string,
    tamper?: (callback: URL) => void,
    dropStateCookie = false,
    tamperCookie?: (value: string) => string,
  ) {
    const start = await stack.app.inject({ method: 'GET', url: `/api/auth/google?${query}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(stack.google.url).origin);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    const [name, value] = String([start.headers['set-cookie']].flat()[0]).split(';')[0]!.split('=');
    const stateCookie = `${name}=${tamperCookie ? tamperCookie(value!) : value}`;

    const consent = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    tamper?.(callback);
    const done = await stack.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: dropStateCookie ? {} : { cookie: stateCookie },
    });
    expect([done.statusCode, done.body]).toEqual([302, '']);
    const session = [done.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('retainly_session='))
      ?.split(';')[0];
    return { location: done.headers.location, session };
  }

  it('creates a trial account from sign-up, keyed by the Google subject, carrying the affiliate id', async () => {
    const email = newEmail().toLowerCase();
    const subject = `google-${randomUUID()}`;
    stack.google.person = { sub: subject, email, email_verified: true, name: 'Gia Google' };

    const { location, session } = await signInWithGoogle('from=signup&am_id=aff-9&tz=Europe/Paris');
    expect(location).toBe('/initial-questions');
    const me = await stack.api.get('/api/me', session);
    expect(me.body).toEqual(
      expect.objectContaining({ email, approval: 'TRIALING', fullName: 'Gia Google' }),
    );
    const [row] = await stack.env.db.query(
      `SELECT google_subject, affiliate_id, time_zone FROM retainly_users WHERE email = $1`,
      [email],
    );
    expect(row).toEqual({
      google_subject: subject,
      affiliate_id: 'aff-9',
      time_zone: 'Europe/Paris',
    });

    stack.google.person = { ...stack.google.person, email: 'changed-address@agency.test' };
    const again = await signInWithGoogle('from=login');
    expect(again.location).toBe('/app');
    expect((await stack.api.get('/api/me', again.session)).body.email).toBe(email);
  });

  it('links an existing e-mail account only when Google says the address is verified', async () => {
    const email = newEmail();
    await stack.signUpAndConfirm(email);

    stack.google.person = {
      sub: `google-${randomUUID()}`,
      email: email.toLowerCase(),
      email_verified: false,
    };
    const unverified = await signInWithGoogle('from=login');
    expect(unverified).toEqual({ location: '/login?error=google_unverified', session: undefined });

    stack.google.person = { ...stack.google.person, email_verified: true };
    const verified = await signInWithGoogle('from=login');
    expect(verified.location).toBe('/app');
    expect((await stack.api.get('/api/me', verified.session)).body.email).toBe(email.toLowerCase());
  });

  it('refuses a callback whose state is forged or whose state cookie is missing', async () => {
    stack.google.person = {
      sub: `google-${randomUUID()}`,
      email: newEmail().toLowerCase(),
      email_verified: true,
    };
    const forged = await signInWithGoogle('from=login', (url) =>
      url.searchParams.set('state', 'forged'),
    );
    expect(forged).toEqual({ location: '/login?error=google_failed', session: undefined });
    const noCookie = await signInWithGoogle('from=login', undefined, true);
    expect(noCookie).toEqual({ location: '/login?error=google_failed', session: undefined });
  });

  describe('the state cookie', () => {
    /** The server's key: the test knows the Google client secret it configured. */
    const key = () => stateKey(stack.google.config().GOOGLE_CLIENT_SECRET!);
    const payloadOf = (value: string) =>
      JSON.parse(Buffer.from(value.split('.')[0]!, 'base64url').toString()) as GoogleFlow & {
        expiresAt: number;
      };
    const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    const mac = (value: string) => value.split('.')[1];

    it.each<[string, (value: string) => string]>([
      [
        'whose affiliate id was edited',
        (value) => `${encode({ ...payloadOf(value), affiliateId: 'aff-evil' })}.${mac(value)}`,
      ],
      [
        'whose start was edited',
        (value) => `${encode({ ...payloadOf(value), from: 'login' })}.${mac(value)}`,
      ],
      ['without a signature (the old format)', (value) => value.split('.')[0]!],
      [
        'signed with another key',
        (value) => signFlow(payloadOf(value), stateKey('not the server secret')),
      ],
      [
        'signed, but expired',
        (value) => signFlow(payloadOf(value), key(), Date.now() - 11 * 60_000),
      ],
      [
        'signed, but with an affiliate id the start would never write',
        (value) => signFlow({ ...payloadOf(value), affiliateId: 'x'.repeat(500) }, key()),
      ],
      [
        'signed, but with an unknown start',
        (value) => signFlow({ ...payloadOf(value), from: 'admin' as 'login' }, key()),
      ],
    ])('refuses one %s: no account, no session', async (_, tamper) => {
      const email = newEmail().toLowerCase();
      stack.google.person = { sub: `google-${randomUUID()}`, email, email_verified: true };
      const refused = await signInWithGoogle(
        'from=signup&am_id=aff-real&tz=Europe/Paris',
        undefined,
        false,
        tamper,
      );
      expect(refused).toEqual({ location: '/login?error=google_failed', session: undefined });
      const users = await stack.env.db.query(`SELECT 1 FROM retainly_users WHERE email = $1`, [
        email,
      ]);
      expect(users).toEqual([]);
    });

    it('is signed and expires within 10 minutes', async () => {
      let seen = '';
      stack.google.person = { sub: `google-${randomUUID()}`, email: newEmail().toLowerCase() };
      await signInWithGoogle('from=signup&am_id=aff-real', undefined, false, (value) => {
        seen = value;
        return value;
      });
      const { expiresAt } = payloadOf(seen);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 600);
      expect(signFlow(payloadOf(seen), key(), (expiresAt - 600) * 1000)).toBe(seen);
      expect(payloadOf(seen)).toMatchObject({ from: 'signup', affiliateId: 'aff-real' });
    });
  });

  it('sends a revoked account to the not-approved step without a session', async () => {
    const email = newEmail().toLowerCase();
    stack.google.person = { sub: `google-${randomUUID()}`, email, email_verified: true };
    await signInWithGoogle('from=signup');
    await updateUser(stack.env.db, { email }, { approval: 'NO' });

    expect(await signInWithGoogle('from=login')).toEqual({
      location: '/login?error=not_approved',
      session: undefined,
    });
  });
});
