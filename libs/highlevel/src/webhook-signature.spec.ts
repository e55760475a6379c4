import { generateKeyPairSync, sign } from 'node:crypto';
import { isSignedByHighLevel, webhookPublicKey } from './webhook-signature';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const der = publicKey.export({ type: 'spki', format: 'der' });
const body = Buffer.from(JSON.stringify({ type: 'INSTALL', webhookId: 'w1', companyId: 'c1' }));
const signature = sign(null, body, privateKey).toString('base64');

describe('HighLevel webhook signatures', () => {
  it.each([
    ['PEM', pem],
    ['base64 SPKI DER', der.toString('base64')],
    ['base64 raw key', der.subarray(-32).toString('base64')],
  ])('reads the key as %s', (_form, configured) => {
    expect(isSignedByHighLevel(body, signature, webhookPublicKey(configured))).toBe(true);
  });

  it('refuses a changed body, a missing signature and garbage', () => {
    const key = webhookPublicKey(pem);
    expect(isSignedByHighLevel(Buffer.from(`${body} `), signature, key)).toBe(false);
    expect(isSignedByHighLevel(body, undefined, key)).toBe(false);
    expect(isSignedByHighLevel(body, 'bm90IGEgc2lnbmF0dXJl', key)).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    const other = generateKeyPairSync('ed25519').privateKey;
    const forged = sign(null, body, other).toString('base64');
    expect(isSignedByHighLevel(body, forged, webhookPublicKey(pem))).toBe(false);
  });

  it('refuses a key that is not Ed25519 at boot', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(() => webhookPublicKey(rsa.export({ type: 'spki', format: 'pem' }).toString())).toThrow(
      /Ed25519/,
    );
  });
});
