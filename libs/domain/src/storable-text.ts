/**
 * Text PostgreSQL refuses: U+0000 in any text or jsonb value, and half a UTF-16 surrogate pair
 * (JSON can spell one, "\ud800", and JavaScript slicing can cut an emoji in two).
 */
export type TextFlaw = 'null character' | 'broken character';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textFlaw(text: string): TextFlaw | null {
  if (text.includes('\0')) return 'null character';
  return LONE_SURROGATE.test(text) ? 'broken character' : null;
}
