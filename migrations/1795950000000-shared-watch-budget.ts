import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNT_COMPLETION, RECOUNT_VERSION } from './1764300000000-completion-counts';

/**
 * Issue #32, progress that cannot be forged and counts that never drift.
 *
 * One credit clock per client, shared by all its modules: it is the latest `credit_clock` of
 * the client's `module_progress` rows, and every write of a client's rows goes through
 * `write_module_progress`, which holds the client's advisory lock and writes only if nothing
 * moved since the read (the clock, and the revision of each row). A beat still writes one row.
 *
 * The completion counts: the triggers recounted under READ COMMITTED with the snapshot of the
 * statement that waited for the client's row, so completions committed by the transactions it
 * waited on were missed (22 at once counted 4). They now lock the row first (NO KEY UPDATE,
 * as an UPDATE does: the completion's foreign-key check holds KEY SHARE on it, and FOR UPDATE
 * would deadlock two completions); the recount after it is a new statement, with a snapshot
 * that sees every completion committed before.
 */
export class SharedWatchBudget1795950000000 implements MigrationInterface {
  name = 'SharedWatchBudget1795950000000';

  async up(db: QueryRunner): Promise<void> {
    // Clocks are compared as JavaScript keeps them: to the millisecond.
    await db.query(
      `UPDATE module_progress SET credit_clock = date_trunc('milliseconds', credit_clock)`,
    );
    // The first key is this budget's class, so no other advisory lock takes the same pair.
    await db.query(`
      CREATE FUNCTION lock_watch_budget(client uuid) RETURNS void LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock(1795950, hashtext(client::text))
      $$`);
    await db.query(`
      CREATE FUNCTION write_module_progress(
        in_clients uuid[], in_categories text[], in_modules text[], in_watched text[],
        in_watched_seconds float8[], in_durations float8[], in_positions float8[],
        in_beats timestamptz[], in_clocks timestamptz[], in_completions timestamptz[],
        in_revisions int[], in_client_clocks timestamptz[])
      RETURNS TABLE (written_client uuid, written_category text, written_module text)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        lock_client uuid;
      BEGIN
        -- In one order, so two batches sharing clients never wait for each other in a circle.
        FOREACH lock_client IN ARRAY
          (SELECT array_agg(DISTINCT c ORDER BY c) FROM unnest(in_clients) c) LOOP
          PERFORM lock_watch_budget(lock_client);
        END LOOP;
        -- A new statement, so a new snapshot: it sees what the lock's last holder committed.
        RETURN QUERY
        WITH w AS (
          SELECT * FROM unnest(in_clients, in_categories, in_modules, in_watched,
                               in_watched_seconds, in_durations, in_positions, in_beats,
                               in_clocks, in_completions, in_revisions, in_client_clocks)
            AS w(client_id, category_id, module_id, watched, watched_seconds,
                 duration_seconds, position_seconds, beat_at, credit_clock, completed_at,
                 expected_revision, expected_clock)),
        moved AS (
          SELECT w.client_id FROM w
            LEFT JOIN module_progress mp ON mp.client_id = w.client_id
             AND mp.category_id = w.category_id AND mp.module_id = w.module_id
           WHERE coalesce(mp.revision, -1) <> w.expected_revision
              OR (SELECT date_trunc('milliseconds', max(m.credit_clock)) FROM module_progress m
                   WHERE m.client_id = w.client_id)
                 IS DISTINCT FROM date_trunc('milliseconds', w.expected_clock))
        INSERT INTO module_progress AS mp (client_id, category_id, module_id, watched,
            watched_seconds, duration_seconds, position_seconds, beat_at, credit_clock,
            completed_at)
        SELECT w.client_id, w.category_id, w.module_id, w.watched::float8[], w.watched_seconds,
               w.duration_seconds, w.position_seconds, w.beat_at, w.credit_clock, w.completed_at
          FROM w WHERE w.client_id NOT IN (SELECT moved.client_id FROM moved)
        ON CONFLICT (client_id, category_id, module_id) DO UPDATE
           SET watched = excluded.watched, watched_seconds = excluded.watched_seconds,
               duration_seconds = excluded.duration_seconds,
               position_seconds = excluded.position_seconds, beat_at = excluded.beat_at,
               credit_clock = excluded.credit_clock,
               completed_at = coalesce(mp.completed_at, excluded.completed_at),
               revision = mp.revision + 1
        RETURNING mp.client_id, mp.category_id, mp.module_id;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION count_completion() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        row_client uuid := coalesce(NEW.client_id, OLD.client_id);
      BEGIN
        PERFORM 1 FROM portal_clients WHERE id = row_client FOR NO KEY UPDATE;
        UPDATE portal_clients SET completed_visible = portal_client_completed_visible(row_client)
        WHERE id = row_client;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION recount_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed_version text := coalesce(NEW.version_id, OLD.version_id);
      BEGIN
        PERFORM 1 FROM portal_clients WHERE version_id = changed_version ORDER BY id FOR NO KEY UPDATE;
        UPDATE portal_clients SET completed_visible = portal_client_completed_visible(id)
        WHERE version_id = changed_version;
        RETURN NULL;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE OR REPLACE FUNCTION ${RECOUNT_VERSION}`);
    await db.query(`CREATE OR REPLACE FUNCTION ${COUNT_COMPLETION}`);
    await db.query(`DROP FUNCTION write_module_progress`);
    await db.query(`DROP FUNCTION lock_watch_budget`);
  }
}
