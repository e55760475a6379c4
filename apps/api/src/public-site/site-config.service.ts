import { Inject, Injectable } from '@nestjs/common';
import { upcomingSessions, type SiteConfig } from '@retainly/domain';
import type { SiteLinks } from './site-config.file';

export const SITE_LINKS = Symbol('SITE_LINKS');
/** How many upcoming webinar sessions visitors choose from. */
export const WEBINAR_SESSIONS_SHOWN = 4;

@Injectable()
export class SiteConfigService {
  constructor(@Inject(SITE_LINKS) private readonly links: SiteLinks) {}

  current(now = new Date()): SiteConfig {
    return {
      ...this.links,
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

  get webinarTimeZone(): string {
    return this.links.webinar.timeZone;
  }
}
