import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** The DER prefix of an Ed25519 SubjectPublicKeyInfo, before its 32 raw key bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * HIGHLEVEL_WEBHOOK_PUBLIC_KEY as a key: a PEM, or base64 of the SPKI DER or of the 32 raw
 * bytes. Anything that is not an Ed25519 key is refused at boot, not at the first webhook.
 */
export function webhookPublicKey(configured: string): KeyObject {
  const text = configured.trim();
  let key: KeyObject;
  if (text.startsWith('-----BEGIN')) {
    key = createPublicKey(text);
  } else {
    const bytes = Buffer.from(text, 'base64');
    const der = bytes.length === 32 ? Buffer.concat([ED25519_SPKI_PREFIX, bytes]) : bytes;
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error('HIGHLEVEL_WEBHOOK_PUBLIC_KEY must be an Ed25519 public key');
  }
  return key;
}

/**
 * HighLevel's webhook signature: `x-ghl-signature` is base64 of the Ed25519 signature of the
 * raw request body, as its SDK verifies it (`crypto.verify(null, body, key, signature)`).
 */
export function isSignedByHighLevel(
  rawBody: Buffer,
  signature: string | undefined,
  key: KeyObject,
): boolean {
  if (!signature) return false;
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, rawBody, key, bytes);
  } catch {
    return false;
  }
}
