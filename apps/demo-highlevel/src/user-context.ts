import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** The decrypted user context (docs: shared_secret_customJS_customPages.md). */
export interface UserContextPayload {
  userId: string;
  companyId: string;
  role: string;
  type: string;
  /** Location context only. */
  activeLocation?: string;
  userName: string;
  email: string;
}

/** OpenSSL's EVP_BytesToKey (MD5, one round): CryptoJS's key and IV from a passphrase. */
function keyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, passphrase, salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

/**
 * `CryptoJS.AES.encrypt(JSON.stringify(payload), sharedSecret).toString()`: base64 of
 * "Salted__", an 8-byte salt and the AES-256-CBC ciphertext — what HighLevel hands a custom
 * page (REQUEST_USER_DATA_RESPONSE) or custom JS (exposeSessionDetails).
 */
export function encryptUserContext(payload: UserContextPayload, sharedSecret: string): string {
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(Buffer.from(sharedSecret, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from('Salted__', 'latin1'), salt, body]).toString('base64');
}
