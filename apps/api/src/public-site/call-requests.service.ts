import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents, queueEmail } from '@retainly/database';
import { CALL_REQUEST_MESSAGES, validTimeZone } from '@retainly/domain';
import { callRequestEmail } from './call-request-email';
import { blankToNull, nameAndEmail } from './form-fields';
import type { CallRequestDto } from './lead-forms.dto';
import { SiteConfigService } from './site-config.service';

/** More operators than this get the request from the console only. */
const MAX_OPERATORS_EMAILED = 20;

/**
 * The built-in call request: the row, its event and the operators' e-mails commit together
 * (the outbox), so a request is never stored without its notice nor noticed without its row.
 */
@Injectable()
export class CallRequestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly siteConfig: SiteConfigService,
  ) {}

  async request(form: CallRequestDto): Promise<void> {
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
}
