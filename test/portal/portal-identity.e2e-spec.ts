import { randomUUID } from 'node:crypto';
import {
  CODE_REFUSED_MESSAGE,
  CODE_SENT_MESSAGE,
  SIGN_IN_LINK_GONE,
  type OnboardingState,
  type PortalView,
} from '@retainly/domain';
import {
  ADDRESS_CODE_FAILURES,
  CLIENT_CODE_FAILURES,
  CLIENT_CODES_SENT,
} from '../../apps/api/src/portal/portal-code-limits';
import { CODE_TRIES } from '../../apps/api/src/portal/portal-sign-in-codes.repository';
import { newToken } from '@retainly/database';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertPortalClient } from '../support/factories';
import { waitFor } from '../support/wait-for';
import { newClientIp, portalCall, signInMail, signInMailCount } from './identity-support';

describe('who the client is: verified e-mail sign-in (issue #32)', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  const newClientEmail = () => `client.${randomUUID().slice(0, 8)}@shop.test`;

  /** A paid agency's basic version, switched to verified e-mail through the onboarding tool. */
  async function verifiedVersion() {
    const agency = await stack.signedInAgencyWithVersion('basic', 'BASIC');
    const saved = await stack.api.put(
      `/api/onboarding/versions/${agency.versionId}/identity`,
      { identityMode: 'verified' },
      agency.cookie,
    );
    expect(saved.status).toBe(200);
    return agency;
  }

  const signIn = (versionId: string, email: string, cookie?: string, ip = newClientIp()) =>
    portalCall(stack.app, 'POST', `/api/portal/${versionId}/sessions`, { email }, { cookie, ip });
  const sendCode = (versionId: string, email: string, code: string, ip = newClientIp()) =>
    portalCall(
      stack.app,
      'POST',
      `/api/portal/${versionId}/sessions/code`,
      { email, code },
      { ip },
    );
  const openLink = (versionId: string, token: string) =>
    portalCall(stack.app, 'POST', `/api/portal/${versionId}/sessions/link`, { token });
  const verifiedAt = async (versionId: string, email: string) => {
    const [row]: { identity_verified_at: Date | null }[] = await stack.env.db.query(
      `SELECT identity_verified_at FROM portal_clients WHERE version_id = $1 AND email = $2`,
      [versionId, email],
    );
    return row?.identity_verified_at;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('e-mails the code in the language the client reads the portal in', async () => {
    const { versionId } = await verifiedVersion();
    const email = newClientEmail();
    const asked = await portalCall(
      stack.app,
      'POST',
      `/api/portal/${versionId}/sessions`,
      { email, language: 'es' },
      { ip: newClientIp() },
    );
    expect(asked.status).toBe(202);
    const mail = await waitFor('the Spanish sign-in mail', () =>
      stack.mail.mails.find((m) => m.to.includes(email)),
    );
    expect(mail.subject).toMatch(/^\d{6} es tu código para entrar en /);
    expect(mail.text).toContain('El código y el enlace sirven una sola vez, durante 15 minutos.');
  });

  it('e-mails a code instead of a token, signs in with it, and the device signs in without one next time', async () => {
    const { versionId } = await verifiedVersion();
    const view = (await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView;
    expect(view).toMatchObject({ identityMode: 'verified', loginWith: 'EMAIL' });
    const email = newClientEmail();

    const asked = await signIn(versionId, email);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ codeSent: true, message: CODE_SENT_MESSAGE });
    expect(asked.deviceCookie).toBeUndefined();
    expect(await verifiedAt(versionId, email)).toBeUndefined(); // no client until proven

    const { code, mail } = await signInMail(stack.mail, email);
    expect(mail.text).not.toMatch(/retainly/i);
    const signedIn = await sendCode(versionId, email, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect(signedIn.body.client).toMatchObject({ email });
    expect(signedIn.setCookie).toMatch(new RegExp(`Path=/api/portal/${versionId};`));
    expect(signedIn.setCookie).toMatch(/HttpOnly/);
    expect(await verifiedAt(versionId, email)).toBeInstanceOf(Date);

    // The token works like any portal token.
    const progress = await stack.app.inject({
      method: 'GET',
      url: `/api/portal/${versionId}/progress`,
      headers: { authorization: `Bearer ${signedIn.body.token as string}` },
    });
    expect(progress.statusCode).toBe(200);

    // Next visit on this device: its device session signs in at once, no new mail.
    const again = await signIn(versionId, email, signedIn.deviceCookie);
    expect(again.status).toBe(201);
    expect(again.body.token).toEqual(expect.any(String));
    expect(signInMailCount(stack.mail, email)).toBe(1);

    // Another device (no cookie) needs a code of its own; so does another address on this one.
    expect((await signIn(versionId, email)).status).toBe(202);
    await signInMail(stack.mail, email, 1);
    const someoneElse = await signIn(versionId, newClientEmail(), signedIn.deviceCookie);
    expect(someoneElse.status).toBe(202);

    // Signing out on the device ends its device session.
    const out = await portalCall(
      stack.app,
      'DELETE',
      `/api/portal/${versionId}/sessions/device`,
      undefined,
      { cookie: signedIn.deviceCookie },
    );
    expect(out.status).toBe(204);
    expect((await signIn(versionId, email, signedIn.deviceCookie)).status).toBe(202);
  });

  it('answers a known and an unknown address alike', async () => {
    const { versionId } = await verifiedVersion();
    const known = newClientEmail();
    await signIn(versionId, known);
    await sendCode(versionId, known, (await signInMail(stack.mail, known)).code);
    const knownAgain = await signIn(versionId, known);
    const unknown = await signIn(versionId, newClientEmail());
    expect(knownAgain.status).toBe(unknown.status);
    expect(knownAgain.body).toEqual(unknown.body);
  });

  it('takes each code and each link once, and neither after it expired', async () => {
    const { versionId } = await verifiedVersion();
    const email = newClientEmail();
    await signIn(versionId, email);
    const { code } = await signInMail(stack.mail, email);
    expect((await sendCode(versionId, email, code)).status).toBe(200);
    const reused = await sendCode(versionId, email, code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(CODE_REFUSED_MESSAGE);

    await signIn(versionId, email);
    const second = await signInMail(stack.mail, email, 1);
    const linked = await openLink(versionId, second.link);
    expect(linked.status).toBe(200);
    expect(linked.deviceCookie).toBeDefined();
    expect((await openLink(versionId, second.link)).status).toBe(410);
    // The link used the code up too.
    expect((await sendCode(versionId, email, second.code)).status).toBe(400);

    await signIn(versionId, email);
    const third = await signInMail(stack.mail, email, 2);
    await stack.env.db.query(
      `UPDATE portal_sign_in_codes SET expires_at = now() - interval '1 second'
       WHERE version_id = $1 AND email = $2`,
      [versionId, email],
    );
    expect((await sendCode(versionId, email, third.code)).status).toBe(400);
    const expiredLink = await openLink(versionId, third.link);
    expect(expiredLink.status).toBe(410);
    expect(expiredLink.body.message).toBe(SIGN_IN_LINK_GONE);
  });

  it('a new code replaces the one before, and a link works only on its own version', async () => {
    const { versionId } = await verifiedVersion();
    const other = await verifiedVersion();
    const email = newClientEmail();
    await signIn(versionId, email);
    const first = await signInMail(stack.mail, email);
    expect((await openLink(other.versionId, first.link)).status).toBe(410);
    await signIn(versionId, email);
    const second = await signInMail(stack.mail, email, 1);
    expect((await sendCode(versionId, email, first.code)).status).toBe(400);
    expect((await sendCode(versionId, email, second.code)).status).toBe(200);
  });

  it(`kills a code after ${CODE_TRIES} wrong tries, even for the right one after`, async () => {
    const { versionId } = await verifiedVersion();
    const email = newClientEmail();
    await signIn(versionId, email);
    const { code } = await signInMail(stack.mail, email);
    for (let i = 0; i < CODE_TRIES; i += 1) {
      expect((await sendCode(versionId, email, wrongCode(code))).status).toBe(400);
    }
    expect((await sendCode(versionId, email, code)).status).toBe(400);
  });

  it(`locks a client after ${CLIENT_CODE_FAILURES} wrong codes, whichever IP they come from`, async () => {
    const { versionId } = await verifiedVersion();
    const email = newClientEmail();
    for (let i = 0; i < CLIENT_CODE_FAILURES; i += 1) {
      expect((await sendCode(versionId, email, '000000')).status).toBe(400);
    }
    await signIn(versionId, email);
    const { code } = await signInMail(stack.mail, email);
    const locked = await sendCode(versionId, email, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
  });

  it(`locks an address after ${ADDRESS_CODE_FAILURES} wrong codes over every portal`, async () => {
    const email = newClientEmail();
    const versions: string[] = [];
    const perVersion = CLIENT_CODE_FAILURES;
    for (let i = 0; i * perVersion < ADDRESS_CODE_FAILURES; i += 1) {
      const { versionId } = await verifiedVersion();
      versions.push(versionId);
      for (let j = 0; j < perVersion; j += 1) {
        expect((await sendCode(versionId, email, '000000')).status).toBe(400);
      }
    }
    const { versionId } = await verifiedVersion();
    await signIn(versionId, email);
    const { code } = await signInMail(stack.mail, email);
    expect((await sendCode(versionId, email, code)).status).toBe(429);
  });

  it(`sends at most ${CLIENT_CODES_SENT} codes to a client per hour`, async () => {
    const { versionId } = await verifiedVersion();
    const email = newClientEmail();
    for (let i = 0; i < CLIENT_CODES_SENT; i += 1) {
      expect((await signIn(versionId, email)).status).toBe(202);
    }
    expect((await signIn(versionId, email)).status).toBe(429);
  });

  it("takes a reminder's resume link as proof on a verified version: verified, with a device session", async () => {
    const { versionId } = await verifiedVersion();
    const email = newClientEmail();
    const clientId = await insertPortalClient(stack.env.db, {
      version_id: versionId,
      email,
      identity: email,
    });
    const link = newToken();
    await stack.env.db.query(
      `INSERT INTO portal_resume_links (token_hash, client_id, expires_at)
       VALUES ($1, $2, now() + interval '1 hour')`,
      [link.hash, clientId],
    );
    const resumed = await portalCall(stack.app, 'POST', `/api/portal/${versionId}/resume`, {
      token: link.token,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.deviceCookie).toBeDefined();
    expect(await verifiedAt(versionId, email)).toBeInstanceOf(Date);
    expect((await signIn(versionId, email, resumed.deviceCookie)).status).toBe(201);
  });

  it('keeps the setting per agency, and turning it on signs out clients never verified', async () => {
    const agency = await stack.signedInAgencyWithVersion('basic', 'BASIC');
    const stranger = await stack.signedInAgencyWithVersion('basic', 'BASIC');
    const open = await signIn(agency.versionId, newClientEmail());
    expect(open.status).toBe(201); // open: a token at once, as before
    expect(open.deviceCookie).toBeUndefined();

    const foreign = await stack.api.put(
      `/api/onboarding/versions/${agency.versionId}/identity`,
      { identityMode: 'verified' },
      stranger.cookie,
    );
    expect(foreign.status).toBe(404);
    const invalid = await stack.api.put(
      `/api/onboarding/versions/${agency.versionId}/identity`,
      { identityMode: 'trusted' },
      agency.cookie,
    );
    expect(invalid.status).toBe(400);
    expect((await stack.api.get(`/api/portal/${agency.versionId}`)).body.identityMode).toBe('open');

    const saved = await stack.api.put(
      `/api/onboarding/versions/${agency.versionId}/identity`,
      { identityMode: 'verified' },
      agency.cookie,
    );
    const { versions } = saved.body as unknown as OnboardingState;
    expect(versions[0].identityMode).toBe('verified');
    const progress = await stack.app.inject({
      method: 'GET',
      url: `/api/portal/${agency.versionId}/progress`,
      headers: { authorization: `Bearer ${open.body.token as string}` },
    });
    expect(progress.statusCode).toBe(401);
  });
});
