import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AppConfig } from '@retainly/config';
import {
  DEFAULT_COUPON_PARAMETER,
  PAYMENT_LINK_KEYS,
  WEEKDAYS,
  type SiteConfig,
  type WeeklySlot,
} from '@retainly/domain';

/** Tuesdays and Thursdays at noon, Chicago time, until a schedule is configured. */
const DEFAULT_WEBINAR_SLOTS: WeeklySlot[] = [
  { weekday: 'tuesday', time: '12:00' },
  { weekday: 'thursday', time: '12:00' },
];

const link = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .nullable()
    .default(null),
);

const fileSchema = z
  .object({
    paymentLinks: z
      .object(Object.fromEntries(PAYMENT_LINK_KEYS.map((key) => [key, link])))
      .strict()
      .prefault({}),
    // A blank turns it off: the coupon code is then only shown, to be typed at checkout.
    couponParameter: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string()
        .regex(/^[A-Za-z0-9_.[\]-]{1,64}$/, 'must be a query parameter name like promo_code')
        .nullable()
        .default(DEFAULT_COUPON_PARAMETER),
    ),
    bookingUrl: link,
    surveyForms: z.object({ yearly: link, monthly: link }).strict().prefault({}),
    purchaseForms: z.object({ lite: link, proGrowth: link }).strict().prefault({}),
    reviewFormUrl: link,
    videos: z
      .object({
        intro: link,
        transferTutorial: link,
        switchExplainer: link,
        freeEmail: link,
        walkthrough: link,
      })
      .strict()
      .prefault({}),
    planLeadForms: z.object({ basic: link, advanced: link }).strict().prefault({}),
    supportSmsNumber: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string()
        .regex(/^\+[0-9]{7,15}$/, 'must be a phone number like +15551234567')
        .nullable()
        .default(null),
    ),
    snapshotUrl: link,
    switchAffiliateUrl: link,
    tracking: z
      .object({ pageViewScriptUrl: link, optimizationScriptUrl: link })
      .strict()
      .prefault({}),
    webinar: z
      .object({
        timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone'),
        weekly: z.array(
          z.object({
            weekday: z.enum(WEEKDAYS),
            time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
          }),
        ),
      })
      .strict()
      .default({ timeZone: 'America/Chicago', weekly: DEFAULT_WEBINAR_SLOTS }),
  })
  .strict();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Everything in SiteConfig except the webinar's next sessions, which depend on the clock. */
export type SiteLinks = Omit<SiteConfig, 'webinar'> & {
  webinar: { timeZone: string; weekly: WeeklySlot[] };
};

/**
 * Reads SITE_CONFIG_FILE (or nothing: every link null, the default webinar schedule). A bad
 * file stops the api at boot with the offending field named, like the environment does.
 */
export function loadSiteLinks(config: Pick<AppConfig, 'SITE_CONFIG_FILE' | 'SUPPORT_EMAIL'>) {
  let raw: unknown = {};
  if (config.SITE_CONFIG_FILE) {
    try {
      raw = JSON.parse(readFileSync(config.SITE_CONFIG_FILE, 'utf8'));
    } catch (error) {
      throw new Error(`SITE_CONFIG_FILE ${config.SITE_CONFIG_FILE}: ${(error as Error).message}`);
    }
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`SITE_CONFIG_FILE: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  return { ...parsed.data, supportEmail: config.SUPPORT_EMAIL } as SiteLinks;
}

/** Origins of the configured tracking scripts, which the CSP must allow. */
export function trackingScriptOrigins(links: SiteLinks): string[] {
  return Object.values(links.tracking)
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
}
