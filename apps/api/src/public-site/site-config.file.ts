import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '@retainly/config';
import {
  isSitePath,
  DEFAULT_COUPON_PARAMETER,
  PAYMENT_LINK_KEYS,
  WEEKDAYS,
  type SiteConfig,
  type WeeklySlot,
} from '@retainly/domain';

/** The configuration `npm start` runs with until SITE_CONFIG_FILE names a real one. */
export const BUNDLED_SITE_CONFIG = 'config/site.bundled.json';

const blankIsNull = (value: unknown) => (value === '' ? null : value);
const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** A live room's address, stored with each registration: normalised ('HTTPS://' to 'https://'). */
const joinLink = httpUrl
  .max(2000, 'must be at most 2000 characters')
  .transform((v) => new URL(v).href);

/** A provider's address (embeds, videos, scripts): http(s) only, never our own pages. */
const link = z.preprocess(blankIsNull, httpUrl.nullable().default(null));

/** Where a button leads: a provider's http(s) address or a path on this site ('/book?about=…'). */
const linkOrSitePath = z.preprocess(
  blankIsNull,
  z
    .string()
    .refine(
      (value) => isSitePath(value) || httpUrl.safeParse(value).success,
      'must be an http(s) URL or a path on this site',
    )
    .nullable()
    .default(null),
);

const webinarSchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone'),
    /** The live room registrants join; a slot's own joinUrl wins. */
    joinUrl: joinLink.optional(),
    weekly: z.array(
      z
        .object({
          weekday: z.enum(WEEKDAYS),
          time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
          joinUrl: joinLink.optional(),
        })
        .strict(),
    ),
  })
  .strict()
  // Registrants must get a way in: a session without a join link is not offered at all.
  .refine((webinar) => webinar.joinUrl || webinar.weekly.every((slot) => slot.joinUrl), {
    message: 'is required (the live room registrants join), or a joinUrl on every weekly slot',
    path: ['joinUrl'],
  })
  .transform(({ timeZone, joinUrl, weekly }) => ({
    timeZone,
    weekly: weekly.map((slot) => ({ ...slot, joinUrl: (slot.joinUrl ?? joinUrl) as string })),
  }));

const fileSchema = z
  .object({
    paymentLinks: z
      .object(Object.fromEntries(PAYMENT_LINK_KEYS.map((key) => [key, linkOrSitePath])))
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
      blankIsNull,
      z
        .string()
        .regex(/^\+[0-9]{7,15}$/, 'must be a phone number like +15551234567')
        .nullable()
        .default(null),
    ),
    snapshotUrl: linkOrSitePath,
    switchAffiliateUrl: linkOrSitePath,
    tracking: z
      .object({ pageViewScriptUrl: link, optimizationScriptUrl: link })
      .strict()
      .prefault({}),
    // No schedule, no sessions: /webinar says new sessions are being scheduled.
    webinar: webinarSchema.default({ timeZone: 'America/Chicago', weekly: [] }),
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

/** A weekly webinar slot with the live room its registrants join. */
export type WebinarSlot = WeeklySlot & { joinUrl: string };

/** Everything in SiteConfig except the webinar's next sessions, which depend on the clock. */
export type SiteLinks = Omit<SiteConfig, 'webinar'> & {
  webinar: { timeZone: string; weekly: WebinarSlot[] };
};

type SiteConfigEnv = Pick<AppConfig, 'SITE_CONFIG_FILE' | 'SUPPORT_EMAIL' | 'NODE_ENV'>;

/**
 * Which file the links come from: SITE_CONFIG_FILE; else, outside production, the bundled
 * configuration (on-site plan requests, the built-in call form, a webinar room), so a fresh
 * `npm start` is a complete product; else none (production must name its providers).
 */
export function siteConfigSource(config: SiteConfigEnv): string | null {
  if (config.SITE_CONFIG_FILE) return config.SITE_CONFIG_FILE;
  return config.NODE_ENV === 'production' ? null : bundledFile();
}

/** The repository's bundled file, found from src (tests) and dist alike. */
function bundledFile(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, BUNDLED_SITE_CONFIG);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${BUNDLED_SITE_CONFIG} is missing`);
  }
}

/**
 * Reads the site configuration (siteConfigSource; with none, every link is null and there are no
 * webinar sessions). A bad file stops the api at boot with the offending field named, like the
 * environment does.
 */
export function loadSiteLinks(config: SiteConfigEnv): SiteLinks {
  const file = siteConfigSource(config);
  let raw: unknown = {};
  if (file) {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`SITE_CONFIG_FILE ${file}: ${(error as Error).message}`);
    }
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`SITE_CONFIG_FILE: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  return { ...parsed.data, supportEmail: config.SUPPORT_EMAIL } as SiteLinks;
}

/** The boot warning of a production api with no site configuration; null when all is well. */
export function missingSiteConfigWarning(config: SiteConfigEnv): string | null {
  if (siteConfigSource(config)) return null;
  return (
    'SITE_CONFIG_FILE is not set in production: no payment links, no booking calendar and no ' +
    'webinar sessions. Buttons fall back to plan requests and the built-in call request form. ' +
    'Point SITE_CONFIG_FILE at your providers (see config/site.example.json).'
  );
}

/** Origins of the configured tracking scripts, which the CSP must allow. */
export function trackingScriptOrigins(links: SiteLinks): string[] {
  return Object.values(links.tracking)
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
}
