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
    await db.query(`
      CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changes', OLD.id::text);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changes', OLD.user_id::text);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION notify_all_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changes', '*');
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER retainly_users_session_change AFTER UPDATE OR DELETE ON retainly_users
      FOR EACH ROW EXECUTE FUNCTION notify_user_change()`);
    await db.query(`
      CREATE TRIGGER sessions_session_change AFTER UPDATE OR DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_session_change()`);
    for (const table of ['retainly_users', 'sessions']) {
      await db.query(`
        CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['retainly_users', 'sessions']) {
      await db.query(`DROP TRIGGER ${table}_truncated ON ${table}`);
    }
    await db.query(`DROP TRIGGER sessions_session_change ON sessions`);
    await db.query(`DROP TRIGGER retainly_users_session_change ON retainly_users`);
    await db.query(`DROP FUNCTION notify_all_sessions_changed()`);
    await db.query(`DROP FUNCTION notify_session_change()`);
    await db.query(`DROP FUNCTION notify_user_change()`);
  }
}
