import { sameHostPath } from './trailing-slash';

describe('sameHostPath', () => {
  it('keeps a path on this host as it is', () => {
    expect(sameHostPath('/pricing')).toBe('/pricing');
    expect(sameHostPath('/a/b%2F%2Fc')).toBe('/a/b%2F%2Fc');
  });

  it.each(['//evil.test', '///evil.test', '/\\evil.test', '\\\\evil.test', '/\\/evil.test'])(
    'folds %s into a path on this host',
    (path) => {
      expect(sameHostPath(path)).toBe('/evil.test');
    },
  );

  it('answers / for whatever a browser would still resolve elsewhere', () => {
    expect(sameHostPath('/\t/evil.test')).toBe('/');
    expect(sameHostPath('https://evil.test/')).toBe('/');
  });
});
