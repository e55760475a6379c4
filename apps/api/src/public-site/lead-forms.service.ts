import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents, queueEmail } from '@retainly/database';
import {
  AFFILIATE_MESSAGES,
  CALL_REQUEST_MESSAGES,
  storedPhoneNumber,
  SUMMIT_MESSAGES,
  summitLeadProblem,
  validTimeZone,
  WEBINAR_LENGTH_MINUTES,
  WEBINAR_MESSAGES,
  type AffiliateApplicationRequest,
  type CallRequestRequest,
  type SummitLeadRequest,
  type WebinarRegistrationRequest,
} from '@retainly/domain';
import { callRequestEmail } from './call-request-email';
import { blankToNull, nameAndEmail } from './form-fields';
import { SiteConfigService } from './site-config.service';
import { webinarCalendar } from './webinar-calendar';
import { WEBINAR_TITLE, webinarConfirmationEmail } from './webinar-email';

/** More operators than this get a call request from the console only. */
const MAX_OPERATORS_EMAILED = 20;

/** Each form's row and its event commit together (the outbox), so marketing never misses one. */
@Injectable()
export class LeadFormsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly siteConfig: SiteConfigService,
  ) {}

  async applyAsAffiliate(form: AffiliateApplicationRequest): Promise<void> {
    const { name: fullName, email } = nameAndEmail(
      form.fullName,
      form.email,
      AFFILIATE_MESSAGES.required,
    );
    const company = blankToNull(form.company);
    await this.db.transaction(async (manager) => {
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO affiliates (full_name, email, company, network_size, audience_description)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [fullName, email, company, form.networkSize, blankToNull(form.audienceDescription)],
      );
      await appendEvents(manager, [
        {
          type: 'AffiliateApplied',
          data: {
            affiliate_id: row.id,
            email,
            full_name: fullName,
            company,
            network_size: form.networkSize,
          },
        },
      ]);
    });
  }

  async captureSummitLead(form: SummitLeadRequest): Promise<void> {
    const problem = summitLeadProblem(form);
    if (problem) throw new BadRequestException(SUMMIT_MESSAGES[problem]);
    const name = form.name.trim();
    const phoneNumber = storedPhoneNumber(form.countryCode, form.phone);
    await this.db.transaction(async (manager) => {
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO levelup_connections (name, phone_number) VALUES ($1, $2) RETURNING id`,
        [name, phoneNumber],
      );
      await appendEvents(manager, [
        {
          type: 'LeadCaptured',
          data: { lead_id: row.id, source: 'summit', name, phone_number: phoneNumber },
        },
      ]);
    });
  }

  /**
   * Registers once per e-mail and session; a repeat is a success that sends nothing again but
   * still answers with the registrant's join link and calendar file.
   */
  async registerForWebinar(form: WebinarRegistrationRequest): Promise<WebinarSeat> {
    const { name: firstName, email } = nameAndEmail(
      form.firstName,
      form.email,
      WEBINAR_MESSAGES.required,
    );
    const session = this.siteConfig
      .webinarSessions()
      .find(({ startsAt }) => startsAt.getTime() === Date.parse(form.sessionStartsAt));
    if (!session) throw new BadRequestException(WEBINAR_MESSAGES.sessionGone);
    const { startsAt } = session;
    const consent = form.consent ?? false;
    return this.db.transaction(async (manager) => {
      const inserted: { id: string; join_url: string }[] = await manager.query(
        `INSERT INTO webinar_registrations (first_name, email, session_starts_at, consent, join_url)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email, session_starts_at) DO NOTHING
         RETURNING id, join_url`,
        [firstName, email, startsAt, consent, session.joinUrl],
      );
      if (inserted.length === 0) {
        const [earlier]: { id: string; join_url: string | null }[] = await manager.query(
          `SELECT id, join_url FROM webinar_registrations
           WHERE email = $1 AND session_starts_at = $2`,
          [email, startsAt],
        );
        return this.seat(earlier.id, startsAt, earlier.join_url ?? session.joinUrl);
      }
      const [row] = inserted;
      const seat = this.seat(row.id, startsAt, row.join_url);
      await appendEvents(manager, [
        {
          type: 'WebinarRegistered',
          data: {
            registration_id: row.id,
            email,
            first_name: firstName,
            session_starts_at: startsAt.toISOString(),
            consent,
            join_url: row.join_url,
          },
        },
      ]);
      await queueEmail(
        manager,
        webinarConfirmationEmail({
          to: email,
          firstName,
          startsAt,
          timeZone: form.timeZone,
          fallbackTimeZone: this.siteConfig.webinarTimeZone,
          appUrl: this.config.APP_URL,
          joinUrl: seat.joinUrl,
          calendarUrl: new URL(seat.calendarPath, this.config.APP_URL).toString(),
        }),
      );
      return seat;
    });
  }

  /** The registrant's .ics file; null when there is no such registration. */
  async calendarFile(registrationId: string): Promise<string | null> {
    const [row]: { session_starts_at: Date; join_url: string | null; created_at: Date }[] =
      await this.db.query(
        `SELECT session_starts_at, join_url, created_at FROM webinar_registrations WHERE id = $1`,
        [registrationId],
      );
    if (!row) return null;
    const webinarPage = new URL('/webinar', this.config.APP_URL).toString();
    return webinarCalendar({
      uid: `webinar-${registrationId}@${new URL(this.config.APP_URL).hostname}`,
      startsAt: row.session_starts_at,
      minutes: WEBINAR_LENGTH_MINUTES,
      stampedAt: row.created_at,
      summary: WEBINAR_TITLE,
      description: [
        row.join_url && `Join the live session: ${row.join_url}`,
        `Agenda and presenter: ${webinarPage}`,
      ]
        .filter(Boolean)
        .join('\n'),
      joinUrl: row.join_url,
    });
  }

  /**
   * The built-in call request: the row, its event and the operators' e-mails commit together,
   * so a request is never stored without its notice nor noticed without its row.
   */
  async requestCall(form: CallRequestRequest): Promise<void> {
    const { name: fullName, email } = nameAndEmail(
      form.fullName,
      form.email,
      CALL_REQUEST_MESSAGES.required,
    );
    const topic = form.topic ?? 'call';
    const notice = {
      fullName,
      email,
      topic,
      preferredTimes: blankToNull(form.preferredTimes),
      message: blankToNull(form.message),
      // Only a real zone is kept: it is shown to operators as the visitor's.
      timeZone: validTimeZone(form.timeZone, '') || null,
      coupon: form.coupon ?? null,
    };
    await this.db.transaction(async (manager) => {
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO call_requests
           (full_name, email, topic, preferred_times, message, time_zone, coupon)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          fullName,
          email,
          topic,
          notice.preferredTimes,
          notice.message,
          notice.timeZone,
          notice.coupon,
        ],
      );
      await appendEvents(manager, [
        {
          type: 'CallRequested',
          data: { call_request_id: row.id, email, full_name: fullName, topic },
        },
      ]);
      for (const to of await this.operatorInboxes(manager)) {
        await queueEmail(manager, callRequestEmail(to, notice, this.config.APP_URL));
      }
    });
  }

  /** Every operator account; before the first exists, the support address. */
  private async operatorInboxes(manager: EntityManager): Promise<string[]> {
    const rows: { email: string }[] = await manager.query(
      `SELECT email FROM retainly_users WHERE role = 'operator' ORDER BY email LIMIT $1`,
      [MAX_OPERATORS_EMAILED],
    );
    return rows.length ? rows.map((row) => row.email) : [this.siteConfig.supportEmail];
  }

  private seat(registrationId: string, startsAt: Date, joinUrl: string): WebinarSeat {
    return { startsAt, joinUrl, calendarPath: webinarCalendarPath(registrationId) };
  }
}

/** What a registrant needs to attend: the session, its live room and their calendar file. */
export interface WebinarSeat {
  startsAt: Date;
  joinUrl: string;
  /** Site-relative address of the registrant's .ics file. */
  calendarPath: string;
}

/**
 * The registration id is the capability: random (gen_random_uuid). The file it opens shows only
 * the session and its room, which every registrant of that session is given anyway.
 */
export const webinarCalendarPath = (registrationId: string) =>
  `/api/webinar-registrations/${registrationId}/calendar.ics`;
