/**
 * A WebVTT validator for caption uploads: strict enough that a file it accepts plays as a
 * captions track in every browser, and it names the line an operator must fix when it refuses.
 * Follows the W3C WebVTT file structure: a `WEBVTT` header, then blocks apart by blank lines
 * (NOTE comments, STYLE and REGION blocks, cues with an optional id, a timing line and text).
 */
export interface WebVttCue {
  id: string | null;
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export type WebVttResult =
  { ok: true; cues: WebVttCue[]; transcript: string } | { ok: false; line: number; reason: string };

/** `mm:ss.ttt` or `hh:mm:ss.ttt` (hours may have more than two digits). */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING_LINE = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+(.*))?$/;
const CUE_SETTINGS = new Set(['vertical', 'line', 'position', 'size', 'align', 'region']);
const EXAMPLE_TIMING = '"00:00:01.000 --> 00:00:04.000"';

class WebVttError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

/** Seconds from a WebVTT timestamp, or null when it is not one. */
export function parseWebVttTimestamp(text: string): number | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** The spoken words of a cue: tags (`<v Ann>`, `<i>`, `<00:01.000>`) out, entities decoded. */
export function cueTextAsPlain(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  lrm: '',
  rlm: '',
  quot: '"',
  apos: "'",
};

/** Validates a WebVTT file; on success, its cues and their text as one transcript. */
export function parseWebVtt(source: string): WebVttResult {
  try {
    const cues = parseCues(source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/));
    const transcript = cues
      .map((cue) => cueTextAsPlain(cue.text.replace(/\n/g, ' ')))
      .filter(Boolean)
      .join(' ');
    return { ok: true, cues, transcript };
  } catch (error) {
    if (error instanceof WebVttError) return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
}

function parseCues(lines: string[]): WebVttCue[] {
  const header = lines[0] ?? '';
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header)) {
    throw new WebVttError(1, 'The file must start with "WEBVTT"');
  }
  const cues: WebVttCue[] = [];
  // The header block runs to the first blank line; a timing line inside it means a blank is missing.
  let index = 1;
  for (; index < lines.length && lines[index] !== ''; index++) {
    if (lines[index]!.includes('-->')) {
      throw new WebVttError(index + 1, 'Leave a blank line between the header and the first cue');
    }
  }
  while (index < lines.length) {
    if (lines[index] === '') {
      index++;
      continue;
    }
    const start = index;
    while (index < lines.length && lines[index] !== '') index++;
    const block = lines.slice(start, index);
    const kind = blockKind(block[0]!);
    if (kind === 'note') continue;
    if (kind === 'style' || kind === 'region') {
      if (cues.length > 0) {
        throw new WebVttError(start + 1, `A ${kind.toUpperCase()} block must come before the cues`);
      }
      continue;
    }
    cues.push(parseCue(block, start + 1));
  }
  if (cues.length === 0) throw new WebVttError(lines.length, 'The file has no cues');
  return cues;
}

function blockKind(first: string): 'note' | 'style' | 'region' | 'cue' {
  if (/^NOTE(?:[ \t]|$)/.test(first)) return 'note';
  if (/^STYLE[ \t]*$/.test(first)) return 'style';
  if (/^REGION[ \t]*$/.test(first)) return 'region';
  return 'cue';
}

/** One cue block starting at 1-based line `lineNumber`: [id], timing line, text lines. */
function parseCue(block: string[], lineNumber: number): WebVttCue {
  const hasId = !block[0]!.includes('-->');
  const timingIndex = hasId ? 1 : 0;
  const timingLine = block[timingIndex];
  const timingLineNumber = lineNumber + timingIndex;
  if (timingLine === undefined) {
    throw new WebVttError(lineNumber, `Expected a cue timing line such as ${EXAMPLE_TIMING} next`);
  }
  if (!timingLine.includes('-->')) {
    throw new WebVttError(timingLineNumber, `Expected a cue timing line such as ${EXAMPLE_TIMING}`);
  }
  const timing = TIMING_LINE.exec(timingLine);
  if (!timing) {
    throw new WebVttError(
      timingLineNumber,
      `A timing line needs a space on each side of "-->", as in ${EXAMPLE_TIMING}`,
    );
  }
  const [, startText, endText, settings] = timing;
  const startSeconds = timestampAt(startText!, timingLineNumber);
  const endSeconds = timestampAt(endText!, timingLineNumber);
  if (endSeconds <= startSeconds) {
    throw new WebVttError(timingLineNumber, 'The cue must end after it starts');
  }
  if (settings) checkSettings(settings, timingLineNumber);
  const text = block.slice(timingIndex + 1);
  const arrow = text.findIndex((line) => line.includes('-->'));
  if (arrow >= 0) {
    throw new WebVttError(
      timingLineNumber + 1 + arrow,
      'Cue text cannot contain "-->" (is a blank line missing before this cue?)',
    );
  }
  return { id: hasId ? block[0]! : null, startSeconds, endSeconds, text: text.join('\n') };
}

function timestampAt(text: string, line: number): number {
  const seconds = parseWebVttTimestamp(text);
  if (seconds === null) {
    throw new WebVttError(line, `"${text}" is not a timestamp: use mm:ss.ttt or hh:mm:ss.ttt`);
  }
  return seconds;
}

function checkSettings(settings: string, line: number): void {
  for (const setting of settings.trim().split(/[ \t]+/)) {
    const [name, value] = setting.split(':', 2);
    if (!name || !CUE_SETTINGS.has(name) || !value) {
      throw new WebVttError(line, `"${setting}" is not a cue setting (such as "align:center")`);
    }
  }
}
