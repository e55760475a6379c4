import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

/** HIGHLEVEL_TOKEN_KEY as bytes: 64 hex digits, or base64 of 32 bytes. */
export function tokenKeyBytes(material: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(material)
    ? Buffer.from(material, 'hex')
    : Buffer.from(material, 'base64');
  if (key.length !== 32) throw new Error('HIGHLEVEL_TOKEN_KEY must be 32 bytes');
  return key;
}

/**
 * HighLevel tokens at rest: AES-256-GCM, a fresh IV per seal. The sealed bytes carry the id of
 * the key that sealed them (so a rotated key can be told from a wrong one), and each seal is
 * bound to what it belongs to (`context`, e.g. 'location:abc:refresh'): a sealed token copied
 * onto another row does not open there.
 */
export class TokenCipher {
  private readonly key: Buffer;
  /** The first bytes of SHA-256 of the key: stored beside each token, never the key. */
  readonly keyId: string;

  constructor(material: string) {
    this.key = tokenKeyBytes(material);
    this.keyId = createHash('sha256')
      .update(this.key)
      .digest('hex')
      .slice(0, KEY_ID_BYTES * 2);
  }

  seal(plain: string, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([
      Buffer.of(FORMAT),
      Buffer.from(this.keyId, 'hex'),
      iv,
      cipher.getAuthTag(),
      body,
    ]);
  }

  /** The token; throws TokenKeyMismatch when another key sealed it, and on any tampering. */
  open(sealed: Buffer, context: string): string {
    if (sealed.length < HEADER_BYTES || sealed[0] !== FORMAT) {
      throw new Error('not a sealed HighLevel token');
    }
    const keyId = sealed.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
    if (keyId !== this.keyId) throw new TokenKeyMismatch(keyId);
    const iv = sealed.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES);
    const tag = sealed.subarray(1 + KEY_ID_BYTES + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(sealed.subarray(HEADER_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** The token was sealed with another HIGHLEVEL_TOKEN_KEY: the agency has to connect again. */
export class TokenKeyMismatch extends Error {
  constructor(readonly keyId: string) {
    super(`HighLevel token sealed with key ${keyId}, not the configured HIGHLEVEL_TOKEN_KEY`);
  }
}
