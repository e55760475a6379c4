/**
 * What a sample video says, slide by slide: a title slide, then two or three bullet slides cut
 * from the description, each with its timing and caption. Pure, so the wording rules are
 * tested without ffmpeg; sample-renderer.ts draws the result.
 */

/** The words a sample is made from. `points`, when given, replace the cut description. */
export interface SampleCopy {
  /** Small line above the title: the module's category, say. */
  kicker: string;
  title: string;
  description: string;
  points?: readonly string[];
}

/** Text fitted to a box: its lines and the font size they fit at. */
export interface FittedText {
  lines: string[];
  fontSize: number;
}

export interface Slide {
  kind: 'title' | 'point';
  /** One line: the category on the title slide, the video's title on a point slide. */
  kicker: string;
  body: FittedText;
  seconds: number;
  /** The WebVTT cue's lines. */
  caption: string[];
}

/** The drawable width: 1280 less the margins. */
export const TEXT_WIDTH_PX = 1040;
/** Inter's average advance per character, generous so a line never runs off the slide. */
const AVERAGE_CHAR_EM = 0.56;
const TITLE_SIZES = [68, 60, 52, 44];
const POINT_SIZES = [54, 48, 42, 36];
export const KICKER_SIZE = 30;
const TITLE_MAX_LINES = 3;
const POINT_MAX_LINES = 4;
const TITLE_SECONDS = 4;
const POINT_MIN_SECONDS = 4;
const POINT_MAX_SECONDS = 5.3;
const MAX_POINTS = 3;
/** A sentence longer than this is cut at a clause when there is room for another slide. */
const LONG_POINT_CHARS = 100;
const FALLBACK_POINTS = [
  'Watch this short overview to get started.',
  'Then follow along in your own account.',
];

export function planSlides(copy: SampleCopy): Slide[] {
  const title = cleanText(copy.title) || 'Untitled video';
  const kicker = cleanText(copy.kicker);
  const points = copy.points?.map(cleanText).filter(Boolean) ?? bulletPoints(copy.description);
  const slides: Slide[] = [
    {
      kind: 'title',
      kicker: truncate(kicker, charsPerLine(KICKER_SIZE)),
      body: fitText(title, TITLE_SIZES, TITLE_MAX_LINES),
      seconds: TITLE_SECONDS,
      caption: kicker ? [title, kicker] : [title],
    },
  ];
  for (const point of points.slice(0, MAX_POINTS)) {
    slides.push({
      kind: 'point',
      kicker: truncate(title, charsPerLine(KICKER_SIZE)),
      body: fitText(point, POINT_SIZES, POINT_MAX_LINES),
      seconds: pointSeconds(point),
      caption: [point],
    });
  }
  return slides;
}

/** Reading time: about a fifth of a second a word, within 4-5.3 s, on 0.1 s (frame) steps. */
function pointSeconds(point: string): number {
  const words = point.split(' ').length;
  const seconds = Math.min(POINT_MAX_SECONDS, Math.max(POINT_MIN_SECONDS, 1.5 + words * 0.22));
  return Math.round(seconds * 10) / 10;
}

/**
 * Two or three short points from a description: its sentences, with a lone or long sentence cut
 * at its most natural clause break ('so', ';', ', and', ...) near the middle.
 */
export function bulletPoints(description: string): string[] {
  const points = splitSentences(cleanText(description));
  while (
    points.length < 2 ||
    (points.length < MAX_POINTS && longest(points).length > LONG_POINT_CHARS)
  ) {
    const index = points.indexOf(longest(points));
    const halves = index < 0 ? null : splitClause(points[index]);
    if (!halves) break;
    points.splice(index, 1, ...halves);
  }
  if (points.length === 0) return [...FALLBACK_POINTS];
  if (points.length === 1) return [points[0], FALLBACK_POINTS[1]];
  return points.slice(0, MAX_POINTS);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Clause breaks, best first; a cut happens at the first kind a sentence has. */
const CLAUSE_BREAKS: readonly RegExp[] = [
  /;\s+/g,
  /,?\s+(?=(?:so|so that|then|because|instead of|without)\s)/g,
  /,\s+and\s+/g,
  /,\s+/g,
  /\s+and\s+/g,
];
const MIN_HALF_WORDS = 3;

/** Cuts a sentence at its best clause break nearest the middle; null when none leaves two real halves. */
export function splitClause(sentence: string): [string, string] | null {
  const middle = sentence.length / 2;
  for (const pattern of CLAUSE_BREAKS) {
    let best: [string, string] | null = null;
    let bestDistance = Infinity;
    for (const match of sentence.matchAll(pattern)) {
      const first = sentence.slice(0, match.index).replace(/[,;:\s]+$/, '');
      const second = sentence.slice(match.index + match[0].length);
      if (wordCount(first) < MIN_HALF_WORDS || wordCount(second) < MIN_HALF_WORDS) continue;
      const distance = Math.abs(match.index - middle);
      if (distance < bestDistance) {
        best = [first, capitalise(second)];
        bestDistance = distance;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The largest size at which the text fits in `maxLines`; at the smallest, cut with an ellipsis. */
export function fitText(text: string, sizes: readonly number[], maxLines: number): FittedText {
  for (const fontSize of sizes) {
    const lines = balancedWrap(text, charsPerLine(fontSize));
    if (lines.length <= maxLines) return { lines, fontSize };
  }
  const fontSize = sizes[sizes.length - 1];
  const perLine = charsPerLine(fontSize);
  const lines = wrapText(text, perLine).slice(0, maxLines);
  lines[maxLines - 1] = truncate(`${lines[maxLines - 1]}…`, perLine);
  return { lines, fontSize };
}

export function charsPerLine(fontSize: number): number {
  return Math.floor(TEXT_WIDTH_PX / (fontSize * AVERAGE_CHAR_EM));
}

/** The narrowest wrap with as many lines as the widest: no lone word on a last line. */
export function balancedWrap(text: string, maxChars: number): string[] {
  let lines = wrapText(text, maxChars);
  for (let width = maxChars - 1; width > 0; width -= 1) {
    const narrower = wrapText(text, width);
    if (narrower.length > lines.length) break;
    lines = narrower;
  }
  return lines;
}

/** Greedy word wrap; a word longer than a line is broken across lines. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of cleanText(text).split(' ').filter(Boolean)) {
    while (word.length > maxChars) {
      if (line) lines.push(line);
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One line of plain text: control characters gone, whitespace collapsed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** A WebVTT file with one cue per slide, timed as the slides are. */
export function buildCaptionsVtt(slides: readonly Slide[]): string {
  let start = 0;
  const cues = slides.map((slide, index) => {
    const end = start + slide.seconds;
    const cue = [
      String(index + 1),
      `${vttTimestamp(start)} --> ${vttTimestamp(end)}`,
      ...slide.caption.map(escapeCueText),
    ].join('\n');
    start = end;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** hh:mm:ss.ttt */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(
    Math.floor(millis / 1000) % 60,
  )}.${pad(millis % 1000, 3)}`;
}

/** Cue text is markup: '&', '<' and '>' are escaped, and so '-->' cannot appear. */
function escapeCueText(line: string): string {
  return line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function totalSeconds(slides: readonly Slide[]): number {
  return Math.round(slides.reduce((sum, slide) => sum + slide.seconds, 0) * 10) / 10;
}

function longest(points: string[]): string {
  return points.reduce((a, b) => (b.length > a.length ? b : a), '');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
