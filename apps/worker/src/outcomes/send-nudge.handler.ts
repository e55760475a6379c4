import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DelayedError, UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { newToken, nextUnfinishedModule } from '@retainly/database';
import {
  completionPercentOf,
  greetingName,
  isNudgeQuietHour,
  nextNudgeMorning,
  NUDGE_COPY,
  nudgeLinks,
  validTimeZone,
} from '@retainly/domain';
import { renderNudgeEmail } from '@retainly/emails';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import { MailTransport } from '../email/mail-transport';
import { sendOrRecordFailure } from '../jobs/job-attempts';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { loadNudgeToSend, skipReasonOf, type NudgeToSend } from './nudge-to-send';

export const INTERRUPTED_WHILE_SENDING =
  'Interrupted while sending; not sent again to avoid a duplicate.';

interface SentNudge {
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends one queued nudge (NudgeQueued), at the pace the nudges queue's limiter allows. Checks
 * again that it should go (the client may have come back or unsubscribed since it was queued)
 * and that it is daytime for the client; at night the job waits until 08:00 their time.
 */
@Injectable()
export class SendNudgeHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly transport: MailTransport,
  ) {}

  @JobHandler(JobName.SendNudge)
  async send(job: JobOf<JobName.SendNudge>, token?: string): Promise<{ status: string }> {
    const { data } = await jobEvent(this.db, JobName.SendNudge, job.data.eventId);
    const nudgeId = data.nudge_id;
    const nudge = await loadNudgeToSend(this.db, nudgeId);
    if (!nudge) throw new UnrecoverableError(`Nudge ${nudgeId} does not exist`);
    if (nudge.status === 'sending') {
      // A run before this one died between claiming and recording the send: the e-mail may have
      // gone out, and sending again would duplicate it and break its links.
      await this.settle(nudge.id, 'failed', INTERRUPTED_WHILE_SENDING);
      return { status: 'failed' };
    }
    if (nudge.status !== 'queued') return { status: `already ${nudge.status}` };

    const skipReason = skipReasonOf(nudge);
    if (skipReason) {
      await this.mark(nudge.id, 'skipped', skipReason);
      return { status: 'skipped' };
    }
    const now = new Date();
    const zone = validTimeZone(nudge.time_zone);
    if (isNudgeQuietHour(now, zone)) {
      await job.moveToDelayed(nextNudgeMorning(now, zone).getTime(), token);
      throw new DelayedError();
    }

    if (!(await this.claim(nudge.id))) return { status: 'already claimed' };
    // Not sent: the next attempt may try again, unless this was the last one.
    const sent = await sendOrRecordFailure(job, () => this.deliver(nudge), {
      lastAttempt: (error) => this.settle(nudge.id, 'failed', error),
      retrying: () => this.settle(nudge.id, 'queued', null),
    });
    // Accepted by the mail server: from here an error leaves the nudge 'sending', never resent.
    await this.recordSent(nudge, sent);
    return { status: 'sent' };
  }

  private async deliver(nudge: NudgeToSend): Promise<SentNudge> {
    const resume = newToken();
    const unsubscribe = newToken();
    // A retry (after a refused send, so no e-mail carries them) replaces the earlier links.
    await this.db.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM portal_resume_links WHERE nudge_id = $1 AND used_at IS NULL`,
        [nudge.id],
      );
      await manager.query(
        `INSERT INTO portal_resume_links (token_hash, client_id, nudge_id, expires_at)
         VALUES ($1, $2, $3, now() + $4::int * interval '1 hour')`,
        [resume.hash, nudge.client_id, nudge.id, this.config.RESUME_LINK_TTL_HOURS],
      );
      await manager.query(`UPDATE client_nudges SET unsubscribe_token_hash = $2 WHERE id = $1`, [
        nudge.id,
        unsubscribe.hash,
      ]);
    });

    // Our words in the client's language; the agency's own wording goes out as written.
    const copy = NUDGE_COPY[nudge.language] ?? NUDGE_COPY.en;
    const agencyName = nudge.agency_name ?? copy.team;
    const links = nudgeLinks(
      this.config.APP_URL,
      nudge.version_id,
      resume.token,
      unsubscribe.token,
    );
    const next = await nextUnfinishedModule(this.db.manager, nudge.client_id);
    const mail = await renderNudgeEmail({
      language: nudge.language,
      brand: { name: agencyName, primaryColor: nudge.primary_color },
      template: { subject: nudge.nudge_subject, message: nudge.nudge_message },
      values: {
        firstName: greetingName(nudge.name, nudge.language),
        agencyName,
        nextModule: next?.title ?? copy.nextVideo,
        percent: completionPercentOf(nudge.completed, nudge.modules),
        portalLink: links.portalLink,
      },
      unsubscribeUrl: links.unsubscribePage,
    });
    await this.transport.send({
      to: nudge.email!,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      fromName: agencyName,
      replyTo: nudge.agency_email,
      headers: {
        'List-Unsubscribe': `<${links.unsubscribeApi}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { subject: mail.subject, text: mail.text, html: mail.html };
  }

  private async recordSent(nudge: NudgeToSend, mail: SentNudge): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(
        `UPDATE client_nudges SET status = 'sent', sent_at = now(), error = NULL WHERE id = $1`,
        [nudge.id],
      );
      // The development mailbox lists it; in production the body (its links) is not kept.
      const keep = this.config.NODE_ENV !== 'production';
      await manager.query(
        `INSERT INTO outbound_emails (to_address, subject, text_body, html_body, status, sent_at)
         VALUES ($1, $2, $3, $4, 'sent', now())`,
        [nudge.email, mail.subject, keep ? mail.text : null, keep ? mail.html : null],
      );
    });
  }

  /** Takes the nudge for this run only: a concurrent or later run finds it no longer 'queued'. */
  private async claim(id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH claimed AS (
         UPDATE client_nudges SET status = 'sending' WHERE id = $1 AND status = 'queued' RETURNING id)
       SELECT id FROM claimed`,
      [id],
    );
    return rows.length > 0;
  }

  /** Ends a claim: back to 'queued' for a retry, or 'failed' with the reason. */
  private async settle(
    id: string,
    status: 'queued' | 'failed',
    error: string | null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE client_nudges SET status = $2, error = $3 WHERE id = $1 AND status = 'sending'`,
      [id, status, error?.slice(0, 500) ?? null],
    );
  }

  private async mark(id: string, status: 'skipped' | 'failed', reason: string): Promise<void> {
    await this.db.query(
      `UPDATE client_nudges SET status = $2,
         skip_reason = CASE WHEN $2 = 'skipped' THEN $3::text END,
         error = CASE WHEN $2 = 'failed' THEN $3::text END
       WHERE id = $1 AND status = 'queued'`,
      [id, status, reason.slice(0, 500)],
    );
  }
}
