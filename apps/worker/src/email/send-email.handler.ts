import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import { sendOrRecordFailure } from '../jobs/job-attempts';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MailTransport } from './mail-transport';

interface EmailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  status: 'queued' | 'sent' | 'failed';
}

/**
 * Sends one outbound_emails row. In production the body (it may hold a one-time link) is
 * erased once sent, so no usable link lingers in the database.
 */
@Injectable()
export class SendEmailHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly transport: MailTransport,
  ) {}

  @JobHandler(JobName.SendEmail)
  async send(job: JobOf<JobName.SendEmail>): Promise<{ status: string }> {
    const { data } = await jobEvent(this.db, JobName.SendEmail, job.data.eventId);
    const emailId = data.email_id;
    const [email]: EmailRow[] = await this.db.query(
      `SELECT id, to_address, subject, text_body, html_body, status FROM outbound_emails WHERE id = $1`,
      [emailId],
    );
    if (!email) throw new UnrecoverableError(`E-mail ${emailId} does not exist`);
    if (email.status !== 'queued') return { status: `already ${email.status}` };

    await sendOrRecordFailure(
      job,
      () =>
        this.transport.send({
          to: email.to_address,
          subject: email.subject,
          text: email.text_body ?? '',
          ...(email.html_body ? { html: email.html_body } : {}),
        }),
      { lastAttempt: (error) => this.mark(email.id, 'failed', error) },
    );
    await this.mark(email.id, 'sent', null);
    return { status: 'sent' };
  }

  private async mark(id: string, status: 'sent' | 'failed', error: string | null) {
    const scrub = this.config.NODE_ENV === 'production';
    await this.db.query(
      `UPDATE outbound_emails SET status = $2, error = $3,
         sent_at = CASE WHEN $2 = 'sent' THEN now() END,
         text_body = CASE WHEN $4 THEN NULL ELSE text_body END,
         html_body = CASE WHEN $4 THEN NULL ELSE html_body END
       WHERE id = $1`,
      [id, status, error?.slice(0, 500) ?? null, scrub],
    );
  }
}
