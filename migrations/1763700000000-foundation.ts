import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ATTEMPT_RESULT } from './sql/columns';

/**
 * The NOTIFY wake-up this migration installs on outbox_events. 1795900000000-outbox-wake-over-redis
 * drops it (dropOutboxNotify) and its down restores it from here, so the two cannot drift.
 */
export async function createOutboxNotify(db: QueryRunner): Promise<void> {
  // Wakes the relay on commit; a statement-level trigger sends one notification per insert batch.
  await db.query(`
      CREATE FUNCTION notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_events', '');
        RETURN NULL;
      END $$`);
  await db.query(`
      CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events
      FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox()`);
}

export async function dropOutboxNotify(db: QueryRunner): Promise<void> {
  await db.query(`DROP TRIGGER outbox_events_notify ON outbox_events`);
  await db.query(`DROP FUNCTION notify_outbox()`);
}

/** Users, the transactional outbox, webhook delivery attempts and consumer outcomes. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE retainly_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
        full_name text,
        password_hash text,
        google_subject text UNIQUE,
        email_confirmed_at timestamptz,
        approval text CHECK (approval IN ('YES', 'TRIALING', 'NO')),
        plan text NOT NULL DEFAULT 'ADVANCED' CHECK (plan IN ('BASIC', 'ADVANCED')),
        trial_started_at timestamptz,
        trial_ends_at timestamptz,
        time_zone text NOT NULL DEFAULT 'UTC',
        affiliate_id text,
        highlevel_experience text,
        active_subaccounts text,
        most_used_feature text,
        initial_questions_completed boolean NOT NULL DEFAULT false,
        onboarding_step smallint NOT NULL DEFAULT 0 CHECK (onboarding_step BETWEEN 0 AND 3),
        onboarding_completed boolean NOT NULL DEFAULT false,
        agency_id text,
        agency_id_basic text,
        agency_id_advanced text,
        agency_id_elite text,
        primary_color text,
        secondary_color text,
        tertiary_color text,
        login_with text NOT NULL DEFAULT 'EMAIL' CHECK (login_with IN ('EMAIL', 'NAME')),
        last_accessed timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX retainly_users_trial_ends ON retainly_users (trial_ends_at) WHERE approval = 'TRIALING'`,
    );

    await db.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY,
        position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        type text NOT NULL,
        data jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX outbox_events_unpublished ON outbox_events (position) WHERE published_at IS NULL`,
    );
    await createOutboxNotify(db);

    await db.query(`
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
        attempt integer NOT NULL CHECK (attempt > 0),
        url text NOT NULL,
        outcome text NOT NULL DEFAULT 'in_flight'
          CHECK (outcome IN ('in_flight', 'succeeded', 'failed', 'gone')),
        ${ATTEMPT_RESULT}
      )`);
    await db.query(
      `CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id, attempt)`,
    );

    await db.query(`
      CREATE TABLE event_consumptions (
        event_id uuid NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
        consumer text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('succeeded', 'gave_up')),
        finished_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE event_consumptions`);
    await db.query(`DROP TABLE webhook_deliveries`);
    await dropOutboxNotify(db);
    await db.query(`DROP TABLE outbox_events`);
    await db.query(`DROP TABLE retainly_users`);
  }
}
