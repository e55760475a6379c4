/** Leading bytes that name a kind of file people upload by mistake. */
const SIGNATURES: { what: string; bytes: number[] }[] = [
  { what: 'a ZIP archive', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { what: 'a ZIP archive', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { what: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { what: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { what: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { what: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { what: 'a gzip archive', bytes: [0x1f, 0x8b] },
  { what: 'a RAR archive', bytes: [0x52, 0x61, 0x72, 0x21] },
  { what: 'a 7-Zip archive', bytes: [0x37, 0x7a, 0xbc, 0xaf] },
];

/**
 * What the first bytes of a file say it is, for a refusal message when ffprobe cannot read it
 * ('a ZIP archive', 'a text file'); null when they say nothing we can name.
 */
export function describeContent(head: Uint8Array): string | null {
  for (const { what, bytes } of SIGNATURES) {
    if (bytes.every((byte, i) => head[i] === byte)) return what;
  }
  return looksLikeText(head) ? 'a text file' : null;
}

/** UTF-8 without control characters other than whitespace (and ESC, for coloured logs). */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const allowed = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1b]);
  if (head.some((byte) => (byte < 0x20 && !allowed.has(byte)) || byte === 0x7f)) return false;
  // The sample may end inside a multi-byte character: drop up to 3 trailing bytes of one.
  for (let trim = 0; trim <= 3 && trim < head.length; trim += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - trim));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return false;
}
