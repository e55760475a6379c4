import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HighLevel Marketplace app (issue #33, docs/highlevel.md):
 * - `highlevel_oauth_states`: one per Connect click, hashed, single-use, short-lived; the
 *   callback is accepted only with an unused, unexpired state of the agency signed in.
 * - `highlevel_connections`: an agency's install at Company level. Tokens are AES-256-GCM
 *   sealed (libs/highlevel TokenCipher) with the id of the key that sealed them; uninstall
 *   and disconnect clear them at once and keep the row (history stays).
 * - `highlevel_locations`: each sub-account of the company: its own sealed location token,
 *   the portal version it gets and its Training menu link.
 * - `highlevel_users`: each sub-account's users, and the portal client each became.
 * - `highlevel_plan_versions`: which version a HighLevel SaaS plan's sub-accounts get.
 * - `highlevel_webhook_receipts`: every webhookId processed, so a repeat changes nothing.
 */
export class HighLevelConnections1796080000000 implements MigrationInterface {
  name = 'HighLevelConnections1796080000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE highlevel_oauth_states (
        state_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX highlevel_oauth_states_expiry ON highlevel_oauth_states (expires_at)`,
    );
    await db.query(`
      CREATE TABLE highlevel_connections (
        user_id uuid PRIMARY KEY REFERENCES retainly_users (id) ON DELETE CASCADE,
        company_id text NOT NULL CHECK (length(company_id) <= 64),
        status text NOT NULL CHECK (status IN ('connected', 'broken', 'disconnected')),
        access_token bytea,
        refresh_token bytea,
        token_key_id text,
        expires_at timestamptz,
        scopes text,
        -- Why the connection is broken (a revoked token), shown to the agency.
        broken_reason text,
        default_version_id text REFERENCES agency_versions (id) ON DELETE SET NULL,
        -- The agency's own sub-account, where each client's contact carries its progress.
        write_back_location_id text,
        completion_needs_steps boolean NOT NULL DEFAULT false,
        connected_at timestamptz NOT NULL DEFAULT now(),
        disconnected_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT highlevel_connections_tokens
          CHECK ((access_token IS NULL) = (refresh_token IS NULL)
             AND (access_token IS NULL OR (token_key_id IS NOT NULL AND expires_at IS NOT NULL)))
      )`);
    // One agency per HighLevel company at a time.
    await db.query(`
      CREATE UNIQUE INDEX highlevel_connections_company ON highlevel_connections (company_id)
        WHERE status <> 'disconnected'`);
    await db.query(`
      CREATE TABLE highlevel_locations (
        location_id text PRIMARY KEY CHECK (length(location_id) <= 64),
        user_id uuid NOT NULL REFERENCES highlevel_connections (user_id) ON DELETE CASCADE,
        company_id text NOT NULL,
        name text CHECK (length(name) <= 200),
        email text CHECK (length(email) <= 254),
        saas_plan_id text,
        installed boolean NOT NULL DEFAULT true,
        access_token bytea,
        refresh_token bytea,
        token_key_id text,
        expires_at timestamptz,
        version_id text REFERENCES agency_versions (id) ON DELETE SET NULL,
        menu_id text,
        menu_enabled boolean NOT NULL DEFAULT true,
        menu_title text NOT NULL DEFAULT 'Training' CHECK (length(menu_title) BETWEEN 1 AND 60),
        -- What the link in HighLevel says now, so a sync changes it only when ours differs.
        menu_applied_title text,
        menu_applied_url text,
        provisioned_at timestamptz,
        synced_at timestamptz,
        removed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- A location token is minted from the agency's (POST /oauth/locationToken, whose
        -- documented answer has no refresh token), so only the access token is required.
        CONSTRAINT highlevel_locations_tokens
          CHECK ((refresh_token IS NULL OR access_token IS NOT NULL)
             AND (access_token IS NULL OR (token_key_id IS NOT NULL AND expires_at IS NOT NULL)))
      )`);
    await db.query(
      `CREATE INDEX highlevel_locations_agency ON highlevel_locations (user_id, name)`,
    );
    await db.query(`
      CREATE TABLE highlevel_users (
        location_id text NOT NULL REFERENCES highlevel_locations (location_id) ON DELETE CASCADE,
        highlevel_user_id text NOT NULL CHECK (length(highlevel_user_id) <= 64),
        name text CHECK (length(name) <= 200),
        email text CHECK (length(email) <= 254),
        client_id uuid REFERENCES portal_clients (id) ON DELETE SET NULL,
        invited_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (location_id, highlevel_user_id)
      )`);
    await db.query(`CREATE INDEX highlevel_users_client ON highlevel_users (client_id)`);
    await db.query(`
      CREATE TABLE highlevel_plan_versions (
        user_id uuid NOT NULL REFERENCES highlevel_connections (user_id) ON DELETE CASCADE,
        saas_plan_id text NOT NULL CHECK (length(saas_plan_id) <= 64),
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, saas_plan_id)
      )`);
    await db.query(`
      CREATE TABLE highlevel_webhook_receipts (
        webhook_id text PRIMARY KEY CHECK (length(webhook_id) <= 128),
        type text NOT NULL,
        company_id text,
        location_id text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX highlevel_webhook_receipts_age ON highlevel_webhook_receipts (received_at)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'highlevel_webhook_receipts',
      'highlevel_plan_versions',
      'highlevel_users',
      'highlevel_locations',
      'highlevel_connections',
      'highlevel_oauth_states',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
