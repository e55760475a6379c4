import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents, queueEmail } from '@retainly/database';
import {
  AFFILIATE_MESSAGES,
  INVALID_EMAIL_MESSAGE,
  isEmailShaped,
  normalizeEmail,
  storedPhoneNumber,
  SUMMIT_MESSAGES,
  summitLeadProblem,
  WEBINAR_MESSAGES,
} from '@retainly/domain';
import type {
  AffiliateApplicationDto,
  SummitLeadDto,
  WebinarRegistrationDto,
} from './lead-forms.dto';
import { SiteConfigService } from './site-config.service';
import { webinarConfirmationEmail } from './webinar-email';

const blankToNull = (value: string | undefined) => value?.trim() || null;

/** Each form's row and its event commit together (the outbox), so marketing never misses one. */
@Injectable()
export class LeadFormsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly siteConfig: SiteConfigService,
  ) {}

  async applyAsAffiliate(form: AffiliateApplicationDto): Promise<void> {
    const fullName = form.fullName.trim();
    const email = normalizeEmail(form.email);
    if (!fullName || !email) throw new BadRequestException(AFFILIATE_MESSAGES.required);
    if (!isEmailShaped(email)) throw new BadRequestException(INVALID_EMAIL_MESSAGE);
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

  async captureSummitLead(form: SummitLeadDto): Promise<void> {
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

  /** Registers once per e-mail and session; a repeat is a success that sends nothing again. */
  async registerForWebinar(form: WebinarRegistrationDto): Promise<Date> {
    const firstName = form.firstName.trim();
    const email = normalizeEmail(form.email);
    if (!firstName || !email) throw new BadRequestException(WEBINAR_MESSAGES.required);
    if (!isEmailShaped(email)) throw new BadRequestException(WEBINAR_MESSAGES.invalidEmail);
    const startsAt = this.siteConfig
      .webinarSessions()
      .find((start) => start.getTime() === Date.parse(form.sessionStartsAt));
    if (!startsAt) throw new BadRequestException(WEBINAR_MESSAGES.sessionGone);
    const consent = form.consent ?? false;
    await this.db.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO webinar_registrations (first_name, email, session_starts_at, consent)
         VALUES ($1, $2, $3, $4) ON CONFLICT (email, session_starts_at) DO NOTHING RETURNING id`,
        [firstName, email, startsAt, consent],
      );
      if (rows.length === 0) return;
      await appendEvents(manager, [
        {
          type: 'WebinarRegistered',
          data: {
            registration_id: rows[0].id,
            email,
            first_name: firstName,
            session_starts_at: startsAt.toISOString(),
            consent,
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
        }),
      );
    });
    return startsAt;
  }
}
