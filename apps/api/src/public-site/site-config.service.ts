import { Inject, Injectable } from '@nestjs/common';
import { OFFER_ONLY_PAYMENT_LINKS, upcomingSessions, type SiteConfig } from '@retainly/domain';
import type { SiteLinks } from './site-config.file';

export const SITE_LINKS = Symbol('SITE_LINKS');
/** How many upcoming webinar sessions visitors choose from. */
export const WEBINAR_SESSIONS_SHOWN = 4;

@Injectable()
export class SiteConfigService {
  constructor(@Inject(SITE_LINKS) private readonly links: SiteLinks) {}

  current(now = new Date()): SiteConfig {
    const paymentLinks = { ...this.links.paymentLinks };
    for (const key of OFFER_ONLY_PAYMENT_LINKS) paymentLinks[key] = null;
    return {
      ...this.links,
      paymentLinks,
      webinar: {
        timeZone: this.links.webinar.timeZone,
        sessions: this.webinarSessions(now).map((start) => start.toISOString()),
      },
    };
  }

  webinarSessions(now = new Date()): Date[] {
    const { weekly, timeZone } = this.links.webinar;
    return upcomingSessions(weekly, timeZone, now, WEBINAR_SESSIONS_SHOWN);
  }

  /** The six-months offer's checkout links, for a user whose offer is live. */
  get sixMonthsPaymentLinks() {
    return {
      monthly: this.links.paymentLinks['upgrade-six-months-monthly'],
      yearly: this.links.paymentLinks['upgrade-six-months-yearly'],
    };
  }

  get webinarTimeZone(): string {
    return this.links.webinar.timeZone;
  }
}
