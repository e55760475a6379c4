import { Inject, Injectable } from '@nestjs/common';
import { OFFER_ONLY_PAYMENT_LINKS, upcomingSessions, type SiteConfig } from '@retainly/domain';
import type { SiteLinks } from './site-config.file';

export const SITE_LINKS = Symbol('SITE_LINKS');
/** How many upcoming webinar sessions visitors choose from. */
export const WEBINAR_SESSIONS_SHOWN = 4;

/** One upcoming webinar session and the live room its registrants join. */
export interface WebinarSession {
  startsAt: Date;
  joinUrl: string;
}

@Injectable()
export class SiteConfigService {
  constructor(@Inject(SITE_LINKS) private readonly links: SiteLinks) {}

  /** The public config: join links stay out of it, registrants get theirs when they register. */
  current(now = new Date()): SiteConfig {
    const paymentLinks = { ...this.links.paymentLinks };
    for (const key of OFFER_ONLY_PAYMENT_LINKS) paymentLinks[key] = null;
    return {
      ...this.links,
      paymentLinks,
      webinar: {
        timeZone: this.links.webinar.timeZone,
        sessions: this.webinarSessions(now).map((session) => session.startsAt.toISOString()),
      },
    };
  }

  /** The next sessions, soonest first; two slots at the same instant count once (first wins). */
  webinarSessions(now = new Date()): WebinarSession[] {
    const { weekly, timeZone } = this.links.webinar;
    const byStart = new Map<number, WebinarSession>();
    for (const slot of weekly) {
      for (const startsAt of upcomingSessions([slot], timeZone, now, WEBINAR_SESSIONS_SHOWN)) {
        if (!byStart.has(startsAt.getTime())) {
          byStart.set(startsAt.getTime(), { startsAt, joinUrl: slot.joinUrl });
        }
      }
    }
    return [...byStart.values()]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, WEBINAR_SESSIONS_SHOWN);
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

  /** Where operators' notices go when no operator account exists yet. */
  get supportEmail(): string {
    return this.links.supportEmail;
  }
}
