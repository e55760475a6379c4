import {
  extractBrandColors,
  fitWithin,
  type ExtractedColors,
  type RgbaPixels,
} from './color-extraction';
import { DEFAULT_PORTAL_COLORS } from './onboarding';

type Rgba = [number, number, number, number?];
/** A stripe of `color` across `share` of the image's width. */
type Band = { color: Rgba; share: number };

/** A generated image: `paint(x, y)` gives each pixel's colour (opaque unless alpha is given). */
function image(width: number, height: number, paint: (x: number, y: number) => Rgba): RgbaPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a = 255] = paint(x, y);
      data.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** Vertical stripes: each colour covers `share` of the 100 columns, left to right. */
function stripes(...bands: Band[]): RgbaPixels {
  return image(100, 20, (x) => {
    let edge = 0;
    for (const band of bands) {
      edge += band.share * 100;
      if (x < edge) return band.color;
    }
    return bands[bands.length - 1].color;
  });
}

const RED: Rgba = [224, 32, 32];
const BLUE: Rgba = [32, 96, 224];
const AMBER: Rgba = [240, 160, 16];
const GREEN: Rgba = [32, 160, 64];

describe('extractBrandColors (signed-in spec §7)', () => {
  it.each<[string, Band[], ExtractedColors]>([
    [
      "takes a three-stripe image's colours, most frequent first",
      [
        { color: BLUE, share: 0.2 },
        { color: RED, share: 0.5 },
        { color: AMBER, share: 0.3 },
      ],
      { primary: '#e02020', secondary: '#f0a010', tertiary: '#2060e0' },
    ],
    [
      'passes over near-duplicate shades (80 or less apart) for the next distinct colour',
      [
        { color: RED, share: 0.4 },
        { color: [192, 64, 64], share: 0.3 }, // about 55 from RED
        { color: BLUE, share: 0.2 },
        { color: GREEN, share: 0.1 },
      ],
      { primary: '#e02020', secondary: '#2060e0', tertiary: '#20a040' },
    ],
    [
      'skips very dark (mean under 30) and very light (mean over 225) pixels',
      [
        { color: [20, 20, 20], share: 0.4 }, // dark grey text
        { color: [240, 240, 240], share: 0.4 }, // off-white background
        { color: GREEN, share: 0.2 },
      ],
      { ...DEFAULT_PORTAL_COLORS, primary: '#20a040' },
    ],
  ])('%s', (_, bands, expected) => {
    expect(extractBrandColors(stripes(...bands))).toEqual(expected);
  });

  it('counts shades that quantise alike as one colour (16 steps per channel)', () => {
    // Two shades of red, each rarer than the blue, together outnumber it.
    const pixels = stripes(
      { color: [226, 30, 35], share: 0.3 },
      { color: [221, 34, 29], share: 0.3 },
      { color: BLUE, share: 0.4 },
    );
    expect(extractBrandColors(pixels).primary).toBe('#e02020');
    expect(extractBrandColors(pixels).secondary).toBe('#2060e0');
  });

  it('skips transparent pixels (alpha under 128)', () => {
    const transparent = image(50, 50, () => [RED[0], RED[1], RED[2], 0]);
    expect(extractBrandColors(transparent)).toEqual(DEFAULT_PORTAL_COLORS);

    // A mostly see-through red wash over a small opaque blue logo: only the logo counts.
    const logo = image(50, 50, (x, y) => (x < 10 && y < 10 ? BLUE : [224, 32, 32, 127]));
    expect(extractBrandColors(logo)).toEqual({ ...DEFAULT_PORTAL_COLORS, primary: '#2060e0' });
  });

  it('gives the defaults for an all-white or all-black image', () => {
    expect(extractBrandColors(image(40, 40, () => [255, 255, 255]))).toEqual(DEFAULT_PORTAL_COLORS);
    expect(extractBrandColors(image(40, 40, () => [0, 0, 0]))).toEqual(DEFAULT_PORTAL_COLORS);
  });

  it("keeps a one-colour image's colour and fills the rest with the defaults", () => {
    expect(extractBrandColors(image(30, 30, () => [255, 0, 0]))).toEqual({
      primary: '#ff0000',
      secondary: DEFAULT_PORTAL_COLORS.secondary,
      tertiary: DEFAULT_PORTAL_COLORS.tertiary,
    });
  });

  it('considers only the 10 most frequent colours', () => {
    // Ten close shades of red (all within 80 of each other), then one rare blue pixel.
    const reds: Rgba[] = [];
    for (const r of [176, 192, 208, 224, 240]) for (const g of [32, 48]) reds.push([r, g, 32]);
    const pixels = image(101, 1, (x) => (x === 100 ? BLUE : reds[x % 10]));
    expect(extractBrandColors(pixels)).toEqual({ ...DEFAULT_PORTAL_COLORS, primary: '#b02020' });
  });

  it('copes with an empty image', () => {
    expect(extractBrandColors({ data: [], width: 0, height: 0 })).toEqual(DEFAULT_PORTAL_COLORS);
  });
});

describe('fitWithin', () => {
  it('scales a large image down to fit 100 x 100, keeping its aspect ratio', () => {
    expect(fitWithin(400, 200)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(300, 1200)).toEqual({ width: 25, height: 100 });
    expect(fitWithin(640, 640)).toEqual({ width: 100, height: 100 });
  });

  it('never enlarges a small image, never goes below 1 px, and takes another limit', () => {
    expect(fitWithin(48, 80)).toEqual({ width: 48, height: 80 });
    expect(fitWithin(1000, 3)).toEqual({ width: 100, height: 1 });
    expect(fitWithin(0, 0)).toEqual({ width: 1, height: 1 });
    expect(fitWithin(500, 250, 50)).toEqual({ width: 50, height: 25 });
  });
});
