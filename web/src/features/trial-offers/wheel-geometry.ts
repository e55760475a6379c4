import { WHEEL_SEGMENTS } from '@retainly/domain';

export const SEGMENT_DEGREES = 360 / WHEEL_SEGMENTS.length;
/** Whole turns before the wheel settles, so a spin looks like a spin. */
const FULL_TURNS = 6;

/** A point on the wheel, `degrees` clockwise from the top (where the pointer is). */
export function pointAt(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.sin(radians), -radius * Math.cos(radians)];
}

/** The slice of segment `index` (clockwise from the top), centred on 0,0. */
export function slicePath(index: number, radius: number): string {
  const [x0, y0] = pointAt(radius, index * SEGMENT_DEGREES);
  const [x1, y1] = pointAt(radius, (index + 1) * SEGMENT_DEGREES);
  return `M0 0 L${x0.toFixed(3)} ${y0.toFixed(3)} A${radius} ${radius} 0 0 1 ${x1.toFixed(3)} ${y1.toFixed(3)} Z`;
}

export const segmentCenter = (index: number) => index * SEGMENT_DEGREES + SEGMENT_DEGREES / 2;

/**
 * The clockwise rotation that lands segment `index` under the pointer, several full turns past
 * `current` (the rotation only ever grows, so every spin turns forward).
 */
export function landingRotation(current: number, index: number): number {
  const target = (360 - segmentCenter(index)) % 360;
  const start = current - (((current % 360) + 360) % 360);
  return start + FULL_TURNS * 360 + target;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on a slice's colour. */
export function labelColor(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#0f172a') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#0f172a';
}
