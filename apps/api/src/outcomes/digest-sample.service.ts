import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { digestFacts, queueEmail, type UserEntity } from '@retainly/database';
import {
  DIGEST_SAMPLE_INTERVAL_SECONDS,
  digestSampleRefused,
  type DigestPreview,
  type DigestSampleSent,
} from '@retainly/domain';
import { renderDigestEmail } from '@retainly/emails';

/**
 * Claims the agency's sample slot if its last sample is at least the interval old. Under the
 * row's lock, so two replicas (or two clicks) at once send one.
 */
const CLAIM_SLOT = `
  INSERT INTO agency_digest_samples AS s (user_id, sent_at) VALUES ($1, now())
  ON CONFLICT (user_id) DO UPDATE SET sent_at = now()
   WHERE s.sent_at <= now() - make_interval(secs => $2)
  RETURNING sent_at`;

/**
 * The weekly digest before Monday: the last 7 days up to now, rendered by the code the weekly
 * send uses, and 'Send me one now'. A sample goes through outbound_emails like any queued
 * e-mail and never touches agency_digests, so the week's digest still goes out.
 */
@Injectable()
export class DigestSampleService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async preview(userId: string, now = new Date()): Promise<DigestPreview> {
    const facts = await digestFacts(this.db.manager, userId, now);
    return renderDigestEmail(facts, this.config.APP_URL);
  }

  async sendNow(user: UserEntity): Promise<DigestSampleSent> {
    const { subject, html, text } = await this.preview(user.id);
    await this.db.transaction(async (manager) => {
      const claimed: unknown[] = await manager.query(CLAIM_SLOT, [
        user.id,
        DIGEST_SAMPLE_INTERVAL_SECONDS,
      ]);
      if (claimed.length === 0) throw await this.refusal(user.id);
      await queueEmail(manager, { to: user.email, subject, text, html });
    });
    return { sentTo: user.email };
  }

  private async refusal(userId: string): Promise<HttpException> {
    const [{ wait }]: { wait: number }[] = await this.db.query(
      `SELECT ceil(extract(epoch FROM sent_at + make_interval(secs => $2) - now()))::int AS wait
         FROM agency_digest_samples WHERE user_id = $1`,
      [userId, DIGEST_SAMPLE_INTERVAL_SECONDS],
    );
    return new HttpException(digestSampleRefused(Math.max(1, wait)), HttpStatus.TOO_MANY_REQUESTS);
  }
}
