import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Progress written back into the agency's own HighLevel location (issue #33, docs/highlevel.md
 * "Write-back"). `highlevel_connections.write_back_location_id` (already there since the
 * connections migration) says where; null = off.
 * - `highlevel_write_backs`: one row per HighLevel client of an agency that writes back.
 *   `dirty_at` is the first change not yet written (null: HighLevel has the latest), and
 *   `change_count` moves on every change, so a write that raced a newer change leaves the row
 *   dirty. `round` tells a current job from one a re-drive superseded. What was last written
 *   (`written_hash`, `written_tags`, the contact and its location) lets a write send only what
 *   changed.
 * - `highlevel_write_back_fields`: the contact custom fields we created in that location, by
 *   our key, so they are created once.
 * - `mark_highlevel_write_backs(clients)`: marks clients dirty inside the caller's
 *   transaction (many changes, one pending write); a no-op for clients of agencies that do
 *   not write back. TypeScript calls it through markHighLevelWriteBacks, set-based SQL directly.
 */
export class HighLevelWriteBack1796097000000 implements MigrationInterface {
  name = 'HighLevelWriteBack1796097000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE highlevel_write_backs (
        client_id uuid PRIMARY KEY REFERENCES portal_clients (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES highlevel_connections (user_id) ON DELETE CASCADE,
        dirty_at timestamptz,
        change_count bigint NOT NULL DEFAULT 0,
        round int NOT NULL DEFAULT 0,
        enqueued_at timestamptz,
        location_id text,
        contact_id text,
        written_hash text,
        written_tags text[] NOT NULL DEFAULT '{}',
        written_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_error text CHECK (length(last_error) <= 500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE INDEX highlevel_write_backs_due ON highlevel_write_backs (dirty_at)
        WHERE dirty_at IS NOT NULL`);
    await db.query(`CREATE INDEX highlevel_write_backs_agency ON highlevel_write_backs (user_id)`);
    await db.query(`
      CREATE TABLE highlevel_write_back_fields (
        user_id uuid NOT NULL REFERENCES highlevel_connections (user_id) ON DELETE CASCADE,
        location_id text NOT NULL,
        field_key text NOT NULL CHECK (length(field_key) <= 40),
        field_id text NOT NULL CHECK (length(field_id) <= 64),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, location_id, field_key)
      )`);
    // In client id order, so two transactions marking overlapping sets cannot deadlock.
    await db.query(`
      CREATE FUNCTION mark_highlevel_write_backs(clients uuid[]) RETURNS int
      LANGUAGE sql VOLATILE AS $$
        WITH marked AS (
          INSERT INTO highlevel_write_backs AS w (client_id, user_id, dirty_at, change_count)
          SELECT p.id, c.user_id, now(), 1
            FROM portal_clients p
            JOIN agency_versions v ON v.id = p.version_id
            JOIN highlevel_connections c
              ON c.user_id = v.user_id AND c.write_back_location_id IS NOT NULL
           WHERE p.id = ANY(clients) AND p.email IS NOT NULL
             AND EXISTS (SELECT 1 FROM highlevel_users u WHERE u.client_id = p.id)
           ORDER BY p.id
          ON CONFLICT (client_id) DO UPDATE
            SET dirty_at = coalesce(w.dirty_at, now()), change_count = w.change_count + 1
          RETURNING 1)
        SELECT count(*)::int FROM marked
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION mark_highlevel_write_backs(uuid[])`);
    await db.query(`DROP TABLE highlevel_write_back_fields`);
    await db.query(`DROP TABLE highlevel_write_backs`);
  }
}
