import { MediaUrlSigner, mediaUrlSigner } from './media-url-signer';

const KEY = `renditions/${'ab'.repeat(32)}.mp4`;
const HOUR = 3_600;
/** 10:20:00 UTC on some day: 20 minutes into an hour window. */
const NOW = Date.UTC(2030, 0, 1, 10, 20);

describe('MediaUrlSigner', () => {
  const signer = new MediaUrlSigner('a secret of thirty-two characters!', HOUR);
  const parts = (url: string) => {
    const parsed = new URL(url, 'http://app.test');
    return {
      path: parsed.pathname,
      expires: parsed.searchParams.get('expires') ?? undefined,
      sig: parsed.searchParams.get('sig') ?? undefined,
    };
  };

  it('signs /media/<key> with an expiry rounded up to the window after the next TTL', () => {
    const { path, expires, sig } = parts(signer.url(KEY, NOW));
    expect(path).toBe(`/media/${KEY}`);
    expect(Number(expires)).toBe(Date.UTC(2030, 0, 1, 12) / 1000);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hands out the same URL for a whole window, and each lives at least a TTL', () => {
    const windowStart = Date.UTC(2030, 0, 1, 10) + 1_000;
    const windowEnd = Date.UTC(2030, 0, 1, 11);
    expect(signer.url(KEY, windowStart)).toBe(signer.url(KEY, windowEnd));
    expect(signer.url(KEY, windowEnd + 1_000)).not.toBe(signer.url(KEY, windowEnd));
    for (const at of [windowStart, NOW, windowEnd]) {
      expect(signer.expiresAt(at) * 1000 - at).toBeGreaterThanOrEqual(HOUR * 1000);
      expect(signer.expiresAt(at) * 1000 - at).toBeLessThanOrEqual(2 * HOUR * 1000);
    }
  });

  it('accepts its own signature until the expiry, then calls it expired', () => {
    const { expires, sig } = parts(signer.url(KEY, NOW));
    expect(signer.check(KEY, expires, sig, NOW)).toBe('valid');
    expect(signer.check(KEY, expires, sig, Number(expires) * 1000 - 1)).toBe('valid');
    expect(signer.check(KEY, expires, sig, Number(expires) * 1000)).toBe('expired');
  });

  it('refuses a missing, altered or borrowed signature', () => {
    const { expires, sig } = parts(signer.url(KEY, NOW));
    expect(signer.check(KEY, undefined, sig, NOW)).toBe('missing');
    expect(signer.check(KEY, expires, undefined, NOW)).toBe('missing');
    expect(signer.check(KEY, String(Number(expires) + 3_600), sig, NOW)).toBe('invalid');
    expect(signer.check(KEY, `${expires}.5`, sig, NOW)).toBe('invalid');
    expect(signer.check(KEY, expires, `${sig!.slice(0, -1)}A`, NOW)).toBe('invalid');
    expect(signer.check(KEY, expires, 'short', NOW)).toBe('invalid');
    // Another object's signature, or another server's, opens nothing.
    const other = `posters/${'cd'.repeat(32)}.jpg`;
    expect(signer.check(other, expires, sig, NOW)).toBe('invalid');
    const elsewhere = new MediaUrlSigner('another secret of thirty-two chars', HOUR);
    expect(elsewhere.check(KEY, expires, sig, NOW)).toBe('invalid');
  });

  it('uses MEDIA_URL_SECRET, else the S3 secret, else a random key per signer', () => {
    const config: Parameters<typeof mediaUrlSigner>[0] = { MEDIA_URL_TTL_SECONDS: HOUR };
    const url = (overrides: Partial<typeof config>) =>
      mediaUrlSigner({ ...config, ...overrides }).url(KEY, NOW);
    const secret = { MEDIA_URL_SECRET: 'x'.repeat(32) };
    expect(url(secret)).toBe(url(secret));
    const s3 = { S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'minio-secret' };
    expect(url(s3)).toBe(url(s3));
    expect(url(s3)).not.toBe(url(secret));
    expect(url({})).not.toBe(url({}));
  });
});
