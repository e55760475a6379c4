import { resumeTokenOf, withoutResumeToken } from './resume-link';

describe('resume links', () => {
  it('reads the token from the query string', () => {
    expect(resumeTokenOf('?resume=abc_DEF-123')).toBe('abc_DEF-123');
    expect(resumeTokenOf('?utm_source=mail&resume=tok')).toBe('tok');
  });

  it('has no token when the parameter is missing or empty', () => {
    expect(resumeTokenOf('')).toBeNull();
    expect(resumeTokenOf('?resume=')).toBeNull();
    expect(resumeTokenOf('?other=1')).toBeNull();
  });

  it('strips the token and keeps the rest of the address', () => {
    expect(withoutResumeToken('/Ab3dEf7hJk9m', '?resume=tok')).toBe('/Ab3dEf7hJk9m');
    expect(withoutResumeToken('/Ab3dEf7hJk9m', '?utm=1&resume=tok&b=2', '#x')).toBe(
      '/Ab3dEf7hJk9m?utm=1&b=2#x',
    );
    expect(withoutResumeToken('/p', '')).toBe('/p');
  });
});
