import { textFlaw } from './storable-text';

describe('textFlaw', () => {
  it('finds a null character and half a surrogate pair', () => {
    expect(textFlaw('a\0b')).toBe('null character');
    expect(textFlaw('\ud800')).toBe('broken character');
    expect(textFlaw('x\udc00')).toBe('broken character');
    expect(textFlaw('🚀'.slice(0, 1))).toBe('broken character');
  });

  it('passes any well-formed text', () => {
    for (const text of ['', 'plain', 'Zoë 🚀 山田 👍🏽', '\\u0000', 'tab\tand\nnewline']) {
      expect(textFlaw(text)).toBeNull();
    }
  });
});
