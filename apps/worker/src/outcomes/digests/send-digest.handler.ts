import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { digestFacts } from '@retainly/database';
import { renderDigestEmail } from '@retainly/emails';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import { MailTransport } from '../../email/mail-transport';
import { sendOrRecordFailure } from '../../jobs/job-attempts';
import { jobEvent } from '../../jobs/job-event';
import { JobHandler } from '../../jobs/job-handler.decorator';

interface DigestRow {
  id: string;
  user_id: string;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  queued_at: Date;
  email: string;
  enabled: boolean;
}

/**
 * Sends one weekly digest (DigestQueued): the agency's last 7 days, to its account e-mail.
 * Skipped if the agency turned the digest off after it was queued; sent once (a row not
 * 'queued' is done), and marked failed only on the last attempt.
 */
@Injectable()
export class SendDigestHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly transport: MailTransport,
  ) {}

  @JobHandler(JobName.SendDigest)
  async send(job: JobOf<JobName.SendDigest>): Promise<{ status: string }> {
    const { data } = await jobEvent(this.db, JobName.SendDigest, job.data.eventId);
    const digestId = data.digest_id;
    const [digest]: DigestRow[] = await this.db.query(
      `SELECT d.id, d.user_id, d.status, d.queued_at, u.email,
              coalesce(s.digest_enabled, true) AS enabled
         FROM agency_digests d JOIN retainly_users u ON u.id = d.user_id
         LEFT JOIN agency_outcome_settings s ON s.user_id = d.user_id
        WHERE d.id = $1`,
      [digestId],
    );
    if (!digest) throw new UnrecoverableError(`Digest ${digestId} does not exist`);
    if (digest.status !== 'queued') return { status: `already ${digest.status}` };
    if (!digest.enabled) {
      await this.mark(digest.id, 'skipped', 'turned off');
      return { status: 'skipped' };
    }

    const facts = await digestFacts(this.db.manager, digest.user_id, digest.queued_at);
    const { subject, html, text } = await renderDigestEmail(facts, this.config.APP_URL);
    await sendOrRecordFailure(
      job,
      () => this.transport.send({ to: digest.email, subject, text, html, fromName: 'Retainly' }),
      { lastAttempt: (error) => this.mark(digest.id, 'failed', error) },
    );
    await this.mark(digest.id, 'sent', null);
    return { status: 'sent' };
  }

  private async mark(id: string, status: 'sent' | 'failed' | 'skipped', error: string | null) {
    await this.db.query(
      `UPDATE agency_digests SET status = $2, error = $3,
         sent_at = CASE WHEN $2 = 'sent' THEN now() END
       WHERE id = $1`,
      [id, status, error?.slice(0, 500) ?? null],
    );
  }
}
