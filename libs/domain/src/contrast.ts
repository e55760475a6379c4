/**
 * WCAG 2.x colour contrast, so text on an agency's own colours stays readable whatever they
 * chose (the client portal now, the Branding tool later). Pure: hex strings in, numbers out.
 */

const BLACK = '#000000';
const WHITE = '#ffffff';

/** [r, g, b] in 0..255 for '#rgb' or '#rrggbb' (the '#' optional); null when not a colour. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white); null when `hex` is not a colour. */
export function relativeLuminance(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two colours, 1 (none) to 21 (black on white), order-free.
 * An unparsable colour gives 1, so callers never mistake garbage for a readable pair.
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  const [lighter, darker] = la >= lb ? [la, lb] : [lb, la];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Black or white, whichever contrasts more with the background `hex` (ties go to white).
 * An unparsable colour gets black: the portal then falls back to its light surface.
 */
export function readableTextColor(hex: string): typeof BLACK | typeof WHITE {
  if (hexToRgb(hex) === null) return BLACK;
  return contrastRatio(hex, WHITE) >= contrastRatio(hex, BLACK) ? WHITE : BLACK;
}
