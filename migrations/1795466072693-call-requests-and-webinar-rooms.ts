import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FORM_SENDER } from './sql/columns';

/**
 * Issue #15.
 * - `call_requests`: the built-in "book a call" form (/book without a booking calendar), also
 *   how a plan is requested when no payment link is configured (`topic` names the plan;
 *   `coupon` a wheel prize the visitor brought from Upgrade With Coupon).
 * - `webinar_registrations.join_url`: the live room the registrant was sent, so the calendar
 *   file always matches the confirmation e-mail. Older rows have none.
 */
export class CallRequestsAndWebinarRooms1795466072693 implements MigrationInterface {
  name = 'CallRequestsAndWebinarRooms1795466072693';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE call_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${FORM_SENDER},
        topic text NOT NULL CHECK (topic ~ '^[a-z0-9-]{1,40}$'),
        preferred_times text CHECK (length(preferred_times) <= 200),
        message text CHECK (length(message) <= 2000),
        time_zone text CHECK (length(time_zone) <= 64),
        coupon text CHECK (coupon ~ '^[A-Za-z0-9_-]{1,40}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX call_requests_created_at ON call_requests (created_at DESC)`);
    await db.query(`
      ALTER TABLE webinar_registrations
        ADD COLUMN join_url text CHECK (join_url ~ '^https?://' AND length(join_url) <= 2000)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webinar_registrations DROP COLUMN join_url`);
    await db.query(`DROP TABLE call_requests`);
  }
}
