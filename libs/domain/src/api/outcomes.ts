/**
 * Outcome settings and the nudge preview (apps/api/src/outcomes). GET and PUT
 * /api/outcomes/settings answer OutcomeSettings (../nudges.ts).
 */
import type { PortalLanguage } from '../languages';
import type { OutcomeSettings } from '../nudges';

/** PUT /api/outcomes/settings: a field left out stays; an empty or null wording: the default. */
export interface OutcomeSettingsRequest extends Partial<
  Pick<OutcomeSettings, 'stallDays' | 'nudgesEnabled' | 'digestEnabled'>
> {
  nudgeSubject?: string | null;
  nudgeMessage?: string | null;
}

/** POST /api/outcomes/nudges/preview. */
export interface NudgePreviewRequest {
  subject: string;
  message: string;
  /** The client's language to preview our default wording in (English if absent). */
  language?: PortalLanguage;
}

export interface NudgePreview {
  subject: string;
  html: string;
  text: string;
}

/** GET /api/nudges/unsubscribe?token=: whose reminder e-mails a token stops, in their colour. */
export interface UnsubscribeInfo {
  agencyName: string;
  primaryColor: string | null;
  unsubscribed: boolean;
  /** The client's language (else the version's default), which the page speaks. */
  language: PortalLanguage;
}

/** POST /api/nudges/unsubscribe?token=: the page sends what mail apps' one-click (RFC 8058) does. */
export interface OneClickUnsubscribeRequest {
  'List-Unsubscribe': 'One-Click';
}

export interface UnsubscribeResponse {
  unsubscribed: true;
}

/** GET /api/outcomes/digest/preview: this week's digest so far, as the Monday e-mail renders it. */
export type DigestPreview = NudgePreview;

/** POST /api/outcomes/digest/send-now: one digest queued to the signed-in user's address. */
export interface DigestSampleSent {
  sentTo: string;
}

/** How often an agency may send itself a digest now (sooner answers 429, digestSampleRefused). */
export const DIGEST_SAMPLE_INTERVAL_SECONDS = 60;

export const digestSampleRefused = (waitSeconds: number) =>
  `You can send yourself one digest a minute. Try again in ${waitSeconds} ${waitSeconds === 1 ? 'second' : 'seconds'}.`;
