import { SOURCE_LANGUAGE, type PortalLanguage } from './languages';
import { NUDGE_COPY } from './nudge-copy';
import { zoneOffsetMs } from './local-time';

/** The stall thresholds an agency may choose, in days without activity. */
export const STALL_DAY_CHOICES = [2, 3, 7, 14] as const;
export type StallDays = (typeof STALL_DAY_CHOICES)[number];
export const DEFAULT_STALL_DAYS: StallDays = 3;

/** GET/PUT /api/outcomes/settings: the agency's choices, defaults filled in (api and web). */
export interface OutcomeSettings {
  stallDays: StallDays;
  nudgesEnabled: boolean;
  nudgeSubject: string;
  nudgeMessage: string;
  digestEnabled: boolean;
  defaults: { nudgeSubject: string; nudgeMessage: string };
  placeholders: string[];
}

/** Reminders one stall episode may get; then we stop writing until the client is back. */
export const MAX_NUDGES_PER_EPISODE = 3;

/** Nudges go out between 08:00 and 21:00 on the client's own clock. */
export const NUDGE_DAY_STARTS_AT_HOUR = 8;
export const NUDGE_DAY_ENDS_AT_HOUR = 21;

export const NUDGE_PLACEHOLDERS = [
  '{first_name}',
  '{agency_name}',
  '{next_module}',
  '{percent}',
  '{portal_link}',
] as const;

/** Our default wording in `language` (NUDGE_COPY), as one message with blank-line paragraphs. */
export function defaultNudgeWording(language: PortalLanguage = SOURCE_LANGUAGE, anonymous = false) {
  const copy = NUDGE_COPY[language];
  const hello = anonymous ? copy.helloAnonymous : copy.hello;
  return {
    subject: anonymous ? copy.subjectAnonymous : copy.subject,
    message: [hello, ...copy.progress].join('\n\n'),
    /** For a client who has watched nothing yet: '0% of the way' would read as a rebuke. */
    firstStep: [hello, ...copy.firstStep].join('\n\n'),
  };
}

// Pure: pages that never show a reminder leave every language's wording out of their bundle.
const ENGLISH = /* @__PURE__ */ defaultNudgeWording();
export const DEFAULT_NUDGE_SUBJECT = ENGLISH.subject;
export const DEFAULT_NUDGE_MESSAGE = ENGLISH.message;
export const DEFAULT_FIRST_STEP_MESSAGE = ENGLISH.firstStep;

export interface NudgeValues {
  firstName: string;
  agencyName: string;
  nextModule: string;
  percent: number;
  portalLink: string;
}

/** Replaces the known placeholders; anything else in braces is left as the agency wrote it. */
export function fillNudgePlaceholders(template: string, values: NudgeValues): string {
  const byName: Record<string, string> = {
    first_name: values.firstName,
    agency_name: values.agencyName,
    next_module: values.nextModule,
    percent: String(values.percent),
    portal_link: values.portalLink,
  };
  return template.replace(
    /\{(first_name|agency_name|next_module|percent|portal_link)\}/g,
    (_, name: string) => byName[name]!,
  );
}

export interface NudgeText {
  subject: string;
  /** Paragraphs of the body, split on blank lines. */
  paragraphs: string[];
}

/**
 * The agency's wording (or ours, in the client's language, when it has none) with the client's
 * values filled in. The agency's own wording is used as written, whatever the language.
 */
export function renderNudgeText(
  template: { subject: string | null; message: string | null },
  values: NudgeValues,
  language: PortalLanguage = SOURCE_LANGUAGE,
): NudgeText {
  // Ours greets a client without a name without one ('¡Hola!'; in English 'Hi there,' either way).
  const ourWording = defaultNudgeWording(
    language,
    values.firstName === NUDGE_COPY[language].noName,
  );
  const subject = fillNudgePlaceholders(template.subject || ourWording.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const ours = values.percent === 0 ? ourWording.firstStep : ourWording.message;
  const paragraphs = fillNudgePlaceholders(template.message || ours, values)
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { subject, paragraphs };
}

/** How to greet a client: the first word of their name, else a friendly 'there' (in their language). */
export function greetingName(
  name: string | null,
  language: PortalLanguage = SOURCE_LANGUAGE,
): string {
  return name?.trim().split(/\s+/)[0] || NUDGE_COPY[language].noName;
}

/** The client's local hour (0-23) at `instant`. */
export function localHour(instant: Date, timeZone: string): number {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return local.getUTCHours();
}

/** Whether `instant` falls between 21:00 and 08:00 on the client's clock. */
export function isNudgeQuietHour(instant: Date, timeZone: string): boolean {
  const hour = localHour(instant, timeZone);
  return hour >= NUDGE_DAY_ENDS_AT_HOUR || hour < NUDGE_DAY_STARTS_AT_HOUR;
}

/** The next 08:00 on the client's clock after `instant` (DST-safe). */
export function nextNudgeMorning(instant: Date, timeZone: string): Date {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  const dayOffset = local.getUTCHours() < NUDGE_DAY_STARTS_AT_HOUR ? 0 : 1;
  const morningAsUtc = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + dayOffset,
    NUDGE_DAY_STARTS_AT_HOUR,
  );
  // The offset at 08:00 itself can differ (DST); refine once with it.
  let guess = morningAsUtc - zoneOffsetMs(new Date(morningAsUtc), timeZone);
  guess = morningAsUtc - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** Where a nudge's links go: the portal with its resume token, and the unsubscribe page and api. */
export function nudgeLinks(
  appUrl: string,
  versionId: string,
  resumeToken: string,
  unsubscribeToken: string,
) {
  const base = appUrl.replace(/\/+$/, '');
  return {
    portalLink: `${base}/${encodeURIComponent(versionId)}?resume=${resumeToken}`,
    unsubscribePage: `${base}/unsubscribe?token=${unsubscribeToken}`,
    /** RFC 8058: the address a mail client POSTs `List-Unsubscribe=One-Click` to. */
    unsubscribeApi: `${base}/api/nudges/unsubscribe?token=${unsubscribeToken}`,
  };
}
