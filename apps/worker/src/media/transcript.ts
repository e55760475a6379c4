const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};

/**
 * The words of a WebVTT file, for search: every cue's text with its tags (<v Name>, <b>, ...)
 * removed, in order, joined with single spaces. Headers, NOTE, STYLE and REGION blocks have
 * no timing line and are skipped.
 */
export function transcriptOf(vtt: string): string {
  const words: string[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    for (const line of lines.slice(timing + 1)) {
      const text = line
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity])
        .trim();
      if (text) words.push(text);
    }
  }
  return words.join(' ').replace(/\s+/g, ' ');
}
