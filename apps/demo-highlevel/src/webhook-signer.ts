import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';

/**
 * The stand-in's own Ed25519 key (HighLevel's is not published): `x-ghl-signature` is the
 * base64 signature over the exact bytes of the body sent.
 */
export class WebhookSigner {
  private readonly privateKey: KeyObject;
  /** SPKI PEM, for HIGHLEVEL_WEBHOOK_PUBLIC_KEY. */
  readonly publicKeyPem: string;

  /** A fresh keypair, or the given Ed25519 private key (PKCS#8 PEM) for a stable public key. */
  constructor(privateKeyPem?: string) {
    this.privateKey = privateKeyPem
      ? createPrivateKey(privateKeyPem)
      : generateKeyPairSync('ed25519').privateKey;
    if (this.privateKey.asymmetricKeyType !== 'ed25519') {
      throw new Error('the webhook key must be an Ed25519 private key');
    }
    this.publicKeyPem = createPublicKey(this.privateKey)
      .export({ type: 'spki', format: 'pem' })
      .toString();
  }

  sign(body: string): string {
    return sign(null, Buffer.from(body, 'utf8'), this.privateKey).toString('base64');
  }

  /** A well-formed signature by another key: what a forger would send. */
  static forge(body: string): string {
    const { privateKey } = generateKeyPairSync('ed25519');
    return sign(null, Buffer.from(body, 'utf8'), privateKey).toString('base64');
  }
}
