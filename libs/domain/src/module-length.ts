/**
 * How long a module is, as clients see it (issue #32 item 4): the duration measured from a
 * hosted video's rendition; for a linked (YouTube, Vimeo, Loom or direct) video, the length its
 * owner gave; otherwise unknown, and no length is shown rather than a guess or "0 min".
 */

/** The longest length an agency may give a linked video (24 h). */
export const MODULE_LENGTH_MAX_SECONDS = 86_400;

export function moduleLengthSeconds({
  measuredSeconds,
  videoUrl,
  givenSeconds,
}: {
  /** The hosted video's duration, when one is ready (it is what plays). */
  measuredSeconds: number | null | undefined;
  videoUrl: string | null;
  givenSeconds: number | null;
}): number | null {
  if (measuredSeconds != null && measuredSeconds > 0) return measuredSeconds;
  if (videoUrl && givenSeconds != null && givenSeconds > 0) return givenSeconds;
  return null;
}

/** A length as shown: whole seconds under a minute, else whole minutes (never 0 of either). */
export function lengthParts(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const whole = Math.max(1, Math.round(seconds));
  return whole < 60
    ? { unit: 'seconds', count: whole }
    : { unit: 'minutes', count: Math.round(whole / 60) };
}

/** The agency's and operators' (English) words for a length: '12 s', '6 min'; null: none. */
export function lengthTextEnglish(seconds: number | null): string | null {
  if (seconds === null) return null;
  const { unit, count } = lengthParts(seconds);
  return `${count} ${unit === 'seconds' ? 's' : 'min'}`;
}

export const VIDEO_LENGTH_MESSAGE = 'Enter the length as minutes:seconds, like 4:30.';

/**
 * What an agency types as a linked video's length: `m:ss`, `h:mm:ss` or whole minutes (`5`).
 * Null when it is not a length of 1 s to 24 h.
 */
export function parseVideoLength(text: string): number | null {
  const trimmed = text.trim();
  const parts = trimmed.split(':');
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((part) => part > 59)) return null;
  const seconds =
    numbers.length === 1 ? numbers[0]! * 60 : numbers.reduce((total, part) => total * 60 + part, 0);
  return seconds >= 1 && seconds <= MODULE_LENGTH_MAX_SECONDS ? seconds : null;
}

/** A stored length back as the form shows it: `4:30`, `1:02:03`. */
export function videoLengthText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
