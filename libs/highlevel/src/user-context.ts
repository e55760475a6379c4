import { createDecipheriv, createHash } from 'node:crypto';

/** What HighLevel says of the user a custom page or custom JS runs for (its docs' fields). */
export interface HighLevelUserContext {
  userId: string;
  companyId: string;
  role: string;
  /** 'agency' or 'account' (a sub-account user). */
  type: string;
  /** The sub-account open in the CRM; absent in the agency view. */
  activeLocation?: string;
  userName?: string;
  email: string;
}

const SALTED = Buffer.from('Salted__');

/**
 * OpenSSL's EVP_BytesToKey with MD5 and one round: what CryptoJS derives from a passphrase,
 * the 32-byte key then the 16-byte IV.
 */
function keyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const bytes = Buffer.concat(blocks);
  return { key: bytes.subarray(0, 32), iv: bytes.subarray(32, 48) };
}

/**
 * The user context HighLevel hands a custom page (REQUEST_USER_DATA_RESPONSE) or custom JS
 * (exposeSessionDetails): `CryptoJS.AES.encrypt(json, sharedSecret)`, i.e. base64 of
 * 'Salted__', an 8-byte salt and AES-256-CBC. Returns undefined for anything that does not
 * decrypt to a user of a company (a wrong secret, a forged or cut blob).
 */
export function decryptUserContext(
  encrypted: string,
  sharedSecret: string,
): HighLevelUserContext | undefined {
  const bytes = Buffer.from(encrypted, 'base64');
  if (bytes.length < 32 || !bytes.subarray(0, 8).equals(SALTED)) return undefined;
  const { key, iv } = keyAndIv(Buffer.from(sharedSecret, 'utf8'), bytes.subarray(8, 16));
  let json: unknown;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]);
    json = JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
  return isUserContext(json) ? json : undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isUserContext(value: unknown): value is HighLevelUserContext {
  if (typeof value !== 'object' || value === null) return false;
  const context = value as Record<string, unknown>;
  return (
    isText(context.userId) &&
    isText(context.companyId) &&
    isText(context.email) &&
    isText(context.type) &&
    typeof context.role === 'string' &&
    (context.activeLocation === undefined || isText(context.activeLocation))
  );
}
