import { contrastRatio, hexToRgb, readableTextColor, relativeLuminance } from './contrast';

describe('colour contrast (WCAG 2.x)', () => {
  it('parses 3 and 6 digit hex colours, with or without #, and refuses anything else', () => {
    expect(hexToRgb('#112233')).toEqual([0x11, 0x22, 0x33]);
    expect(hexToRgb('fA0')).toEqual([0xff, 0xaa, 0x00]);
    expect(hexToRgb(' #FFFFFF ')).toEqual([255, 255, 255]);
    for (const junk of ['', '#12', '#1234', '#gggggg', 'red', '#1122334']) {
      expect(hexToRgb(junk)).toBeNull();
    }
  });

  it('computes relative luminance at the ends and in the middle', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    // sRGB 0x80 is 0.2159 linear, for every channel alike.
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('nope')).toBeNull();
  });

  it('gives the published ratios, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1);
    // Tailwind green-700 on white is the app's AA-passing brand pair (about 5.02).
    expect(contrastRatio('#15803d', '#ffffff')).toBeCloseTo(5.02, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777', 'not a colour')).toBe(1);
  });

  it('picks black or white text, whichever reads better on the background', () => {
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#112233')).toBe('#ffffff');
    expect(readableTextColor('#15803d')).toBe('#ffffff');
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#fde047')).toBe('#000000'); // yellow
    expect(readableTextColor('#10b981')).toBe('#000000'); // the default secondary
    expect(readableTextColor('#3b82f6')).toBe('#000000'); // the default primary: 5.7 vs 3.7
    expect(readableTextColor('#f0f')).toBe('#000000');
    expect(readableTextColor('garbage')).toBe('#000000');
  });

  it('always reaches at least 4.5:1 (AA body text) for any background', () => {
    // Black or white can always reach 4.58:1 at worst; sample the whole cube coarsely.
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(hex, readableTextColor(hex))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
