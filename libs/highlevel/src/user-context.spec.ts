import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { decryptUserContext } from './user-context';

/** CryptoJS.AES.encrypt(text, passphrase), written out: what HighLevel's frame hands us. */
function cryptoJsEncrypt(text: string, passphrase: string): string {
  const salt = randomBytes(8);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
}

const USER = {
  userId: 'MKQJ7wOVVmNOMvrnKKKK',
  companyId: 'GNb7aIv4rQFVb9iwNl5K',
  role: 'user',
  type: 'account',
  activeLocation: 'yLKVZpNppIdYpah4RjNE',
  userName: 'John Doe',
  email: 'johndoe@gmail.com',
};

describe('decryptUserContext', () => {
  it('reads what CryptoJS encrypted with the Shared Secret', () => {
    const blob = cryptoJsEncrypt(JSON.stringify(USER), 'shared-secret');
    expect(decryptUserContext(blob, 'shared-secret')).toEqual(USER);
  });

  it('refuses a wrong secret, a cut blob and plain base64', () => {
    const blob = cryptoJsEncrypt(JSON.stringify(USER), 'shared-secret');
    expect(decryptUserContext(blob, 'another-secret')).toBeUndefined();
    expect(decryptUserContext(blob.slice(0, 40), 'shared-secret')).toBeUndefined();
    expect(
      decryptUserContext(Buffer.from(JSON.stringify(USER)).toString('base64'), 'shared-secret'),
    ).toBeUndefined();
  });

  it('refuses JSON that names no user of a company', () => {
    const blob = cryptoJsEncrypt(JSON.stringify({ userId: 'u1', role: 'user' }), 'shared-secret');
    expect(decryptUserContext(blob, 'shared-secret')).toBeUndefined();
  });

  it("reads what HighLevel's own example code (crypto-js) encrypts and decrypts", () => {
    const blob = CryptoJS.AES.encrypt(JSON.stringify(USER), 'shared-secret').toString();
    expect(decryptUserContext(blob, 'shared-secret')).toEqual(USER);
    const ours = cryptoJsEncrypt(JSON.stringify(USER), 'shared-secret');
    const theirs = CryptoJS.AES.decrypt(ours, 'shared-secret').toString(CryptoJS.enc.Utf8);
    expect(JSON.parse(theirs)).toEqual(USER);
  });
});
