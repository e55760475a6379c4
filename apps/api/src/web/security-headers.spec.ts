import { mediaStorageOrigins, securityHeaders } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the content security policy for media', () => {
  it('lets posters and video come from our /media route and https hosts only, by default', () => {
    const csp = securityHeaders('http://localhost:3000')['Content-Security-Policy'];
    expect(directive(csp, 'media-src')).toBe("media-src 'self' https:");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https:");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https:");
  });

  it('adds the S3 endpoint presigned URLs point at, even on plain http (MinIO)', () => {
    const minio = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://localhost:9000/' };
    const origins = mediaStorageOrigins({ ...minio, S3_FORCE_PATH_STYLE: true });
    expect(origins).toEqual(['http://localhost:9000']);
    const csp = securityHeaders('http://localhost:3000', [], origins)['Content-Security-Policy'];
    expect(directive(csp, 'media-src')).toBe("media-src 'self' https: http://localhost:9000");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https: http://localhost:9000");
    // Virtual-hosted addressing puts the bucket in the host name.
    expect(mediaStorageOrigins({ ...minio, S3_FORCE_PATH_STYLE: false })).toEqual([
      'http://*.localhost:9000',
    ]);
  });

  it('adds nothing for the local driver or AWS itself', () => {
    const none = { S3_FORCE_PATH_STYLE: true, S3_BUCKET: undefined, S3_ENDPOINT: undefined };
    expect(mediaStorageOrigins(none)).toEqual([]);
    expect(mediaStorageOrigins({ ...none, S3_BUCKET: 'media' })).toEqual([]);
  });
});
