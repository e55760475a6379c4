import { randomBytes } from 'node:crypto';
import { TokenCipher, TokenKeyMismatch } from './token-cipher';

const KEY = randomBytes(32).toString('base64');

describe('TokenCipher', () => {
  const cipher = new TokenCipher(KEY);

  it('opens what it sealed, and never stores the token in the clear', () => {
    const sealed = cipher.seal('access-token-123', 'company:c1:access');
    expect(sealed.includes(Buffer.from('access-token-123'))).toBe(false);
    expect(cipher.open(sealed, 'company:c1:access')).toBe('access-token-123');
  });

  it('seals the same token differently each time (a fresh IV)', () => {
    expect(cipher.seal('t', 'x').equals(cipher.seal('t', 'x'))).toBe(false);
  });

  it('takes the key as 64 hex digits too, with the same key id', () => {
    const hex = Buffer.from(KEY, 'base64').toString('hex');
    expect(new TokenCipher(hex).keyId).toBe(cipher.keyId);
    expect(cipher.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses a token copied onto another row (its context)', () => {
    const sealed = cipher.seal('t', 'location:a:refresh');
    expect(() => cipher.open(sealed, 'location:b:refresh')).toThrow();
  });

  it('refuses a tampered token', () => {
    const sealed = cipher.seal('token', 'ctx');
    sealed[sealed.length - 1] ^= 1;
    expect(() => cipher.open(sealed, 'ctx')).toThrow();
  });

  it('says when another key sealed the token', () => {
    const other = new TokenCipher(randomBytes(32).toString('hex'));
    expect(() => other.open(cipher.seal('t', 'ctx'), 'ctx')).toThrow(TokenKeyMismatch);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => new TokenCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
