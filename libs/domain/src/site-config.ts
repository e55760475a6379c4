import { zoneOffsetMs } from './local-time';
import { SITE_VIDEO_SLOTS, type SiteVideoSlot } from './media';
import { PAYMENT_LINK_KEYS, type PaymentLinkKey } from './pricing';

/**
 * Every third-party address the public pages use, served by GET /api/site-config. A null means
 * "not configured": the page shows a fallback that still leads somewhere (a plan request, the
 * built-in call request form) instead of a broken frame. Payment, snapshot and switch links may
 * also be a path on this site (isSitePath), as the bundled configuration's are.
 */
export interface SiteConfig {
  paymentLinks: Record<PaymentLinkKey, string | null>;
  /**
   * The query parameter the payment provider reads a coupon code from (Stripe payment links:
   * prefilled_promo_code). Upgrade With Coupon appends the code under it; null: the code is only
   * shown, to be typed at checkout.
   */
  couponParameter: string | null;
  bookingUrl: string | null;
  surveyForms: { yearly: string | null; monthly: string | null };
  purchaseForms: { lite: string | null; proGrowth: string | null };
  reviewFormUrl: string | null;
  videos: {
    intro: string | null;
    transferTutorial: string | null;
    switchExplainer: string | null;
    freeEmail: string | null;
    walkthrough: string | null;
  };
  /** The trial overlay's lead form per recommended plan (external embeds). */
  planLeadForms: { basic: string | null; advanced: string | null };
  /** Settings' Contact Support: an SMS link with the body HELP. */
  supportSmsNumber: string | null;
  snapshotUrl: string | null;
  switchAffiliateUrl: string | null;
  tracking: { pageViewScriptUrl: string | null; optimizationScriptUrl: string | null };
  supportEmail: string;
  webinar: { timeZone: string; sessions: string[] };
}

/** The site config's video (a URL) for each site video slot. */
export const SITE_VIDEO_CONFIG_KEYS = {
  landing_intro: 'intro',
  walkthrough: 'walkthrough',
  free_email: 'freeEmail',
  switch_explainer: 'switchExplainer',
  transfer_tutorial: 'transferTutorial',
} as const satisfies Record<SiteVideoSlot, keyof SiteConfig['videos']>;

/** The site video slots the site config gives a URL: they play it, so they need no sample. */
export const slotsWithConfiguredVideo = (videos: SiteConfig['videos']): SiteVideoSlot[] =>
  SITE_VIDEO_SLOTS.filter((slot) => videos[SITE_VIDEO_CONFIG_KEYS[slot]] !== null);

/**
 * A link to a page of this site ('/book?about=…') rather than to a provider: opened in the same
 * tab. Browsers read '//host' and '/\\host' as other hosts (and drop tabs and line breaks first),
 * so a site path has no second slash or backslash up front and no whitespace or backslash at all.
 * Nor a '.' or '..' segment (also as %2e): URL resolution would fold '/..//host' into '//host'.
 */
export function isSitePath(link: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(link)) return false;
  const path = link.split(/[?#]/, 1)[0];
  return !path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** Stripe payment links prefill a promotion code from this parameter. */
export const DEFAULT_COUPON_PARAMETER = 'prefilled_promo_code';

/**
 * A payment link with a coupon code added as the provider's parameter (or as it is, without one,
 * or when it is neither a site path nor an absolute URL).
 */
export function withCoupon(link: string, parameter: string | null, code: string): string {
  if (!parameter) return link;
  const onSite = isSitePath(link);
  if (!onSite && !URL.canParse(link)) return link;
  const url = new URL(link, onSite ? 'https://site.invalid' : undefined);
  url.searchParams.set(parameter, code);
  if (!onSite) return url.toString();
  const sitePath = `${url.pathname}${url.search}${url.hash}`;
  // Belt and braces: whatever the URL parser made of it must still be a path on this site.
  return isSitePath(sitePath) ? sitePath : link;
}

/** A deployment with nothing configured: every page shows its fallbacks. */
export function emptySiteConfig(supportEmail: string): SiteConfig {
  return {
    paymentLinks: Object.fromEntries(PAYMENT_LINK_KEYS.map((key) => [key, null])) as Record<
      PaymentLinkKey,
      null
    >,
    couponParameter: DEFAULT_COUPON_PARAMETER,
    bookingUrl: null,
    surveyForms: { yearly: null, monthly: null },
    purchaseForms: { lite: null, proGrowth: null },
    reviewFormUrl: null,
    videos: {
      intro: null,
      transferTutorial: null,
      switchExplainer: null,
      freeEmail: null,
      walkthrough: null,
    },
    planLeadForms: { basic: null, advanced: null },
    supportSmsNumber: null,
    snapshotUrl: null,
    switchAffiliateUrl: null,
    tracking: { pageViewScriptUrl: null, optimizationScriptUrl: null },
    supportEmail,
    webinar: { timeZone: 'UTC', sessions: [] },
  };
}

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklySlot {
  weekday: Weekday;
  /** Wall-clock start in the schedule's time zone, HH:MM (24 h). */
  time: string;
}

/**
 * The next `count` session starts of a weekly schedule after `now`, as instants, DST-safe in
 * `timeZone`.
 */
export function upcomingSessions(
  slots: readonly WeeklySlot[],
  timeZone: string,
  now: Date,
  count: number,
): Date[] {
  const starts: Date[] = [];
  const localNow = new Date(now.getTime() + zoneOffsetMs(now, timeZone));
  for (let day = 0; day <= 7 * Math.ceil(count / Math.max(slots.length, 1) + 1); day += 1) {
    const date = new Date(
      Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate() + day),
    );
    for (const slot of slots) {
      if (WEEKDAYS[date.getUTCDay()] !== slot.weekday) continue;
      const [hours, minutes] = slot.time.split(':').map(Number);
      const wallAsUtc = Date.UTC(
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        hours,
        minutes,
      );
      let instant = wallAsUtc - zoneOffsetMs(new Date(wallAsUtc), timeZone);
      instant = wallAsUtc - zoneOffsetMs(new Date(instant), timeZone);
      if (instant > now.getTime()) starts.push(new Date(instant));
    }
  }
  return starts.sort((a, b) => a.getTime() - b.getTime()).slice(0, count);
}
