import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who the client is (issue #32):
 * - `agency_versions.identity_mode`: 'open' (a name or e-mail is enough, as before) or
 *   'verified' (an e-mailed code or link the first time on each device).
 * - `portal_sign_in_codes`: one per code e-mailed, for a version and an address (the client may
 *   not exist yet); the code and its one-click link stored hashed, single-use, expiring, with
 *   the wrong tries made at it. What the client typed with it (name, zone, language) is kept
 *   so the client is created only once the address is proven.
 * - `portal_device_sessions`: the long-lived session of a device that proved the address,
 *   held in an httpOnly cookie; it lets the next sign-in on that device skip the code.
 * - `portal_clients.identity_verified_at`: the first time the client proved their address.
 */
export class PortalIdentity1796040000000 implements MigrationInterface {
  name = 'PortalIdentity1796040000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE agency_versions ADD COLUMN identity_mode text NOT NULL DEFAULT 'open'
        CHECK (identity_mode IN ('open', 'verified'))`);
    await db.query(`ALTER TABLE portal_clients ADD COLUMN identity_verified_at timestamptz`);
    await db.query(`
      CREATE TABLE portal_sign_in_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (length(email) <= 254),
        code_hash bytea NOT NULL,
        link_hash bytea NOT NULL UNIQUE,
        name text CHECK (length(name) <= 120),
        time_zone text,
        language text,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX portal_sign_in_codes_address ON portal_sign_in_codes (version_id, email, created_at DESC)`,
    );
    await db.query(`CREATE INDEX portal_sign_in_codes_expiry ON portal_sign_in_codes (expires_at)`);
    await db.query(`
      CREATE TABLE portal_device_sessions (
        token_hash bytea PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX portal_device_sessions_client ON portal_device_sessions (client_id, created_at)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE portal_device_sessions`);
    await db.query(`DROP TABLE portal_sign_in_codes`);
    await db.query(`ALTER TABLE portal_clients DROP COLUMN identity_verified_at`);
    await db.query(`ALTER TABLE agency_versions DROP COLUMN identity_mode`);
  }
}
