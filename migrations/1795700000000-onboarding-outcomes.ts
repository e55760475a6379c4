import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ATTEMPT_RESULT } from './sql/columns';

/**
 * Onboarding outcomes (issue #18): acting on clients who stall, and telling the agency's own
 * CRM what its clients do.
 *
 * - `agency_outcome_settings`: per agency; a missing row means the defaults (stall after 3
 *   days, nudges on with the built-in wording, weekly digest on).
 * - `client_stalls`: one row per stall episode. The sweep opens one when a client has not
 *   started within N days of first sign-in (`not_started`) or has been idle N days before
 *   finishing (`idle`), and closes it when the client resumes or completes. At most one open
 *   episode per client (partial unique index), so two sweeps can never open two.
 * - `client_nudges`: the reminder e-mails of an episode, numbered 1 to 3 (unique), so no
 *   episode ever gets a fourth or the same one twice.
 * - `portal_resume_links`: the one-click links in nudges (hashed, single-use, expiring).
 * - `agency_digests`: one row per agency and week (its Monday, in the agency's zone).
 * - `agency_endpoints`, `agency_webhook_messages`, `agency_webhook_attempts`: the agency's own
 *   webhook endpoints, one message per event and endpoint, and every attempt at it.
 */
export class OnboardingOutcomes1795700000000 implements MigrationInterface {
  name = 'OnboardingOutcomes1795700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE agency_outcome_settings (
        user_id uuid PRIMARY KEY REFERENCES retainly_users (id) ON DELETE CASCADE,
        stall_days smallint NOT NULL DEFAULT 3 CHECK (stall_days IN (2, 3, 7, 14)),
        nudges_enabled boolean NOT NULL DEFAULT true,
        nudge_subject text CHECK (length(nudge_subject) BETWEEN 1 AND 150),
        nudge_message text CHECK (length(nudge_message) BETWEEN 1 AND 2000),
        digest_enabled boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      ALTER TABLE portal_clients
        ADD COLUMN time_zone text CHECK (length(time_zone) <= 64),
        ADD COLUMN nudges_unsubscribed_at timestamptz`);
    // The dashboard's health reads a client's last activity for every client of an agency
    // (filter 'at risk', sort by health): the last heartbeat or completion, kept on the client
    // by triggers at one-hour grain (recency counts whole days), so a beat writes the client
    // row at most once an hour and no per-client aggregate over module_progress is needed.
    await db.query(`ALTER TABLE portal_clients ADD COLUMN last_progress_at timestamptz`);
    await db.query(`
      UPDATE portal_clients p SET last_progress_at = greatest(
        (SELECT max(beat_at) FROM module_progress mp WHERE mp.client_id = p.id),
        (SELECT max(completed_at) FROM module_completions mc WHERE mc.client_id = p.id))`);
    await db.query(`
      CREATE FUNCTION portal_client_progressed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE at timestamptz;
      BEGIN
        -- Each branch is planned only when it runs: the other table has no such column.
        IF TG_TABLE_NAME = 'module_progress' THEN at := NEW.beat_at;
        ELSE at := NEW.completed_at;
        END IF;
        UPDATE portal_clients SET last_progress_at = at
         WHERE id = NEW.client_id
           AND (last_progress_at IS NULL OR last_progress_at < at - interval '1 hour');
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER module_progress_activity AFTER INSERT OR UPDATE OF beat_at ON module_progress
      FOR EACH ROW EXECUTE FUNCTION portal_client_progressed()`);
    await db.query(`
      CREATE TRIGGER module_completions_activity AFTER INSERT ON module_completions
      FOR EACH ROW EXECUTE FUNCTION portal_client_progressed()`);
    // The sweep's prefilter: unfinished clients by their last sign-in.
    await db.query(`
      CREATE INDEX portal_clients_unfinished_login ON portal_clients (last_login_at)
        WHERE onboarding_completed_at IS NULL`);

    await db.query(`
      CREATE TABLE client_stalls (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (reason IN ('not_started', 'idle')),
        stall_days smallint NOT NULL,
        inactive_since timestamptz NOT NULL,
        stalled_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        end_reason text CHECK (end_reason IN ('resumed', 'completed')),
        nudges_sent smallint NOT NULL DEFAULT 0 CHECK (nudges_sent BETWEEN 0 AND 3),
        next_nudge_at timestamptz,
        CHECK ((ended_at IS NULL) = (end_reason IS NULL))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX client_stalls_open ON client_stalls (client_id) WHERE ended_at IS NULL`,
    );
    await db.query(`
      CREATE INDEX client_stalls_due ON client_stalls (next_nudge_at)
        WHERE ended_at IS NULL AND next_nudge_at IS NOT NULL`);
    await db.query(`CREATE INDEX client_stalls_agency ON client_stalls (user_id, stalled_at DESC)`);
    await db.query(
      `CREATE INDEX client_stalls_client ON client_stalls (client_id, stalled_at DESC)`,
    );

    await db.query(`
      CREATE TABLE client_nudges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        stall_id uuid NOT NULL REFERENCES client_stalls (id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        number smallint NOT NULL CHECK (number BETWEEN 1 AND 3),
        status text NOT NULL DEFAULT 'queued'
          -- 'sending': claimed by one run, before the mail server; a run finding it never resends.
          CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
        skip_reason text,
        error text,
        -- SHA-256 of the nudge's unsubscribe token (RFC 8058 one-click; kept working, no expiry).
        unsubscribe_token_hash bytea UNIQUE,
        queued_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        UNIQUE (stall_id, number)
      )`);
    await db.query(
      `CREATE INDEX client_nudges_client ON client_nudges (client_id, queued_at DESC)`,
    );

    await db.query(`
      CREATE TABLE portal_resume_links (
        token_hash bytea PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        nudge_id uuid REFERENCES client_nudges (id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX portal_resume_links_expiry ON portal_resume_links (expires_at)`);

    await db.query(`
      CREATE TABLE agency_digests (
        id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        week_start date NOT NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'sent', 'failed', 'skipped')),
        error text,
        queued_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (user_id, week_start)
      )`);

    await db.query(`
      CREATE TABLE agency_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        url text NOT NULL CHECK (length(url) <= 2000),
        description text CHECK (length(description) <= 120),
        event_types text[] NOT NULL CHECK (
          cardinality(event_types) > 0 AND event_types <@ ARRAY[
            'client.started', 'module.completed', 'onboarding.completed',
            'client.stalled', 'client.inactive']::text[]),
        -- whsec_...: needed in clear to sign; shown once, never logged or listed.
        secret text NOT NULL,
        failing_since timestamptz,
        disabled_at timestamptz,
        disabled_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX agency_endpoints_user ON agency_endpoints (user_id)`);

    await db.query(`
      CREATE TABLE agency_webhook_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES agency_endpoints (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
        event_type text NOT NULL,
        client_id uuid REFERENCES portal_clients (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'succeeded', 'failed', 'gone')),
        replays integer NOT NULL DEFAULT 0,
        -- The flat JSON POSTed, built once at fan-out: every retry and replay sends the same.
        body jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        -- When the lost-job check last asked Redis about it: the check rotates through pending
        -- messages, oldest-checked first, so those in long backoff do not hide newer lost ones.
        redrive_checked_at timestamptz,
        UNIQUE (event_id, endpoint_id)
      )`);
    await db.query(`
      CREATE INDEX agency_webhook_messages_endpoint
        ON agency_webhook_messages (endpoint_id, created_at DESC)`);
    await db.query(`
      CREATE INDEX agency_webhook_messages_client
        ON agency_webhook_messages (client_id, created_at DESC) WHERE client_id IS NOT NULL`);
    await db.query(`
      CREATE INDEX agency_webhook_messages_pending
        ON agency_webhook_messages (redrive_checked_at NULLS FIRST, created_at)
        WHERE status = 'pending'`);
    await db.query(`
      CREATE TABLE agency_webhook_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id uuid NOT NULL REFERENCES agency_webhook_messages (id) ON DELETE CASCADE,
        attempt integer NOT NULL CHECK (attempt > 0),
        outcome text NOT NULL DEFAULT 'in_flight'
          CHECK (outcome IN ('in_flight', 'succeeded', 'failed', 'gone', 'interrupted')),
        ${ATTEMPT_RESULT}
      )`);
    await db.query(
      `CREATE INDEX agency_webhook_attempts_message ON agency_webhook_attempts (message_id, attempt)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'agency_webhook_attempts',
      'agency_webhook_messages',
      'agency_endpoints',
      'agency_digests',
      'portal_resume_links',
      'client_nudges',
      'client_stalls',
      'agency_outcome_settings',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`DROP TRIGGER module_completions_activity ON module_completions`);
    await db.query(`DROP TRIGGER module_progress_activity ON module_progress`);
    await db.query(`DROP FUNCTION portal_client_progressed()`);
    await db.query(`ALTER TABLE portal_clients DROP COLUMN last_progress_at`);
    await db.query(`DROP INDEX portal_clients_unfinished_login`);
    await db.query(
      `ALTER TABLE portal_clients DROP COLUMN time_zone, DROP COLUMN nudges_unsubscribed_at`,
    );
  }
}
