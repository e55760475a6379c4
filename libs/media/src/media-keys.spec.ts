import { contentKey, isSafeKey } from './media-keys';

const SHA = 'ab'.repeat(32);

describe('media keys', () => {
  it('names content by its SHA-256 under its folder', () => {
    expect(contentKey('renditions', SHA, 'mp4')).toBe(`renditions/${SHA}.mp4`);
    expect(() => contentKey('posters', 'not-a-sha', 'jpg')).toThrow('hex SHA-256');
  });

  it.each([`renditions/${SHA}.mp4`, 'uploads/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', 'a/b/c.vtt'])(
    'accepts %s',
    (key) => expect(isSafeKey(key)).toBe(true),
  );

  it.each([
    '',
    '..',
    '../x',
    'a/../../x',
    '/abs',
    'a//b',
    'a/./b',
    'a/',
    'a\\b',
    'a\0b',
    'a\nb',
    'a\u007fb',
    '.partial/x',
    'a/.hidden',
    'x'.repeat(1025),
  ])('refuses %j', (key) => expect(isSafeKey(key)).toBe(false));
});
