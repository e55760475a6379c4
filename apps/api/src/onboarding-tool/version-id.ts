import { randomBytes } from 'node:crypto';
import { VERSION_ID_ALPHABET, VERSION_ID_LENGTH } from '@retainly/domain';

/** A short unguessable portal id: 12 characters from 57, about 70 bits. */
export function newVersionId(): string {
  const bytes = randomBytes(VERSION_ID_LENGTH * 2);
  let id = '';
  for (const byte of bytes) {
    if (byte >= 228) continue; // 228 = 4 * 57: keeps every character equally likely
    id += VERSION_ID_ALPHABET[byte % VERSION_ID_ALPHABET.length];
    if (id.length === VERSION_ID_LENGTH) return id;
  }
  return newVersionId();
}
