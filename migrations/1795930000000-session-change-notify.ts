import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every api process caches sessions in memory (apps/api/src/auth/session-cache.ts) and must drop
 * one at once when it is revoked or its user changes, whoever changes it: the api, the worker,
 * `npm run user:access`, a migration or psql. So PostgreSQL itself NOTIFYs `session_changes`
 * with the user's id on every UPDATE or DELETE of a user or a session (a TRUNCATE says '*').
 * A NOTIFY serialises commits that send one, which is fine here: both tables change only on
 * sign-out, sign-in, settings, access and trial changes, never per request. Inserting a
 * session notifies nothing (no process can hold a session that did not exist).
 */
export class SessionChangeNotify1795930000000 implements MigrationInterface {
  name = 'SessionChangeNotify1795930000000';

  async up(db: QueryRunner): Promise<void> {
    // One function for every trigger: its argument names the column holding the user's id.
    await db.query(`
      CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changes',
          CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE to_jsonb(OLD) ->> TG_ARGV[0] END);
        RETURN NULL;
      END $$`);
    for (const [table, userIdColumn] of USER_ID_COLUMNS) {
      await db.query(`
        CREATE TRIGGER ${table}_session_change AFTER UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION notify_session_change('${userIdColumn}')`);
      await db.query(`
        CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table] of USER_ID_COLUMNS) {
      await db.query(`DROP TRIGGER ${table}_truncated ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_session_change ON ${table}`);
    }
    await db.query(`DROP FUNCTION notify_session_change()`);
  }
}

/** The tables whose changes reach cached sessions, and the column naming the user. */
const USER_ID_COLUMNS = [
  ['retainly_users', 'id'],
  ['sessions', 'user_id'],
] as const;
