import { DEFAULT_PORTAL_COLORS } from './onboarding';

/** Raw RGBA pixels, 4 bytes a pixel, row by row (what a canvas's getImageData returns). */
export interface RgbaPixels {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

export interface ExtractedColors {
  primary: string;
  secondary: string;
  tertiary: string;
}

/** The largest side the caller scales an image to before sampling (signed-in spec §7). */
export const COLOR_SAMPLE_SIZE = 100;
/** Each channel is rounded to a multiple of this, so near-identical shades count together. */
export const QUANTIZATION_STEP = 16;
/** Pixels with a lower alpha are (mostly) transparent background, not brand colour. */
export const MIN_ALPHA = 128;
/** Mean of R, G and B below this is 'very dark' (black text, outlines, shadows). */
export const MIN_BRIGHTNESS = 30;
/** Mean of R, G and B above this is 'very light' (white or near-white background). */
export const MAX_BRIGHTNESS = 225;
/** Only this many of the most frequent colours are considered. */
export const TOP_COLOR_COUNT = 10;
/** Chosen colours are more than this Euclidean RGB distance apart from each other. */
export const MIN_COLOR_DISTANCE = 80;

/**
 * The size to draw an image at so it fits within `max` x `max`, keeping its aspect ratio.
 * Small images are never enlarged (more pixels would add no information), and neither side
 * drops below 1 px.
 */
export function fitWithin(
  width: number,
  height: number,
  max = COLOR_SAMPLE_SIZE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

type Rgb = readonly [number, number, number];

const quantize = (value: number) =>
  Math.min(255, Math.round(value / QUANTIZATION_STEP) * QUANTIZATION_STEP);

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const toHex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * Three brand colours from an image (signed-in spec §7), most frequent first:
 * - each channel is quantised to multiples of 16 (255 stays 255), so anti-aliased edges and
 *   gradients add to their main colour instead of splitting the count;
 * - pixels with alpha < 128 are skipped (transparent background);
 * - pixels whose mean of R, G and B is < 30 (very dark) or > 225 (very light) are skipped, since
 *   black text and white backgrounds are rarely the brand colour;
 * - of the 10 most frequent colours (ties keep the order first seen), each is taken in turn
 *   when it is more than 80 apart (Euclidean RGB distance) from every colour already taken;
 * - missing slots keep their default: #3b82f6, #10b981, #f59e0b.
 * The caller scales the image to fit 100 x 100 first (see fitWithin), so this stays fast.
 */
export function extractBrandColors({ data, width, height }: RgbaPixels): ExtractedColors {
  const counts = new Map<number, number>();
  const pixelCount = Math.min(width * height, Math.floor(data.length / 4));
  for (let pixel = 0; pixel < pixelCount; pixel += 1) {
    const i = pixel * 4;
    const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
    if (a < MIN_ALPHA) continue;
    const brightness = (r + g + b) / 3;
    if (brightness < MIN_BRIGHTNESS || brightness > MAX_BRIGHTNESS) continue;
    const key = (quantize(r) << 16) | (quantize(g) << 8) | quantize(b);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  // Array.prototype.sort is stable, so equal counts keep the order they were first seen in.
  const frequent = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_COLOR_COUNT)
    .map(([key]): Rgb => [(key >> 16) & 255, (key >> 8) & 255, key & 255]);

  const chosen: Rgb[] = [];
  for (const color of frequent) {
    if (chosen.length === 3) break;
    if (chosen.every((taken) => distance(taken, color) > MIN_COLOR_DISTANCE)) chosen.push(color);
  }

  const [primary, secondary, tertiary] = chosen.map(toHex);
  return {
    primary: primary ?? DEFAULT_PORTAL_COLORS.primary,
    secondary: secondary ?? DEFAULT_PORTAL_COLORS.secondary,
    tertiary: tertiary ?? DEFAULT_PORTAL_COLORS.tertiary,
  };
}
