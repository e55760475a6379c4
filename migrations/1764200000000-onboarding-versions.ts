import type { MigrationInterface, QueryRunner } from 'typeorm';
// Relative: migrations run from both src and dist without path aliases.
import { VIDEO_CATALOGUE } from '../libs/domain/src/video-catalogue';

/**
 * The core loop's storage: the video catalogue (seeded here; operators fill in video_url), each
 * agency's onboarding versions (the portal ids), per-version video visibility, the portal's
 * clients and their module completions. A later change to the catalogue needs a migration of
 * its own: this one seeds the 22 videos as they were when it was written.
 */
export class OnboardingVersions1764200000000 implements MigrationInterface {
  name = 'OnboardingVersions1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE video_catalogue (
        category_id text NOT NULL,
        module_id text NOT NULL,
        position smallint NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        minutes smallint NOT NULL,
        video_url text CHECK (video_url ~ '^https?://'),
        PRIMARY KEY (category_id, module_id)
      )`);
    for (const [position, video] of VIDEO_CATALOGUE.entries()) {
      await db.query(
        `INSERT INTO video_catalogue (category_id, module_id, position, title, description, minutes)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [video.categoryId, video.moduleId, position, video.title, video.description, video.minutes],
      );
    }
    await db.query(`
      CREATE TABLE agency_versions (
        id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9]{12}$'),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        tier text NOT NULL CHECK (tier IN ('basic', 'advanced', 'elite')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, tier)
      )`);
    await db.query(`
      CREATE TABLE agency_video_settings (
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        category_id text NOT NULL,
        module_id text NOT NULL,
        is_visible boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (version_id, category_id, module_id),
        FOREIGN KEY (category_id, module_id) REFERENCES video_catalogue (category_id, module_id)
      )`);
    // The spec's user_progress: one row per client of a version.
    await db.query(`
      CREATE TABLE portal_clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        name text CHECK (length(name) <= 120),
        email text CHECK (length(email) <= 254),
        identity text NOT NULL,
        -- SHA-256 of the token the portal hands the client when they give their name or e-mail.
        token_hash bytea UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (version_id, identity)
      )`);
    await db.query(
      `CREATE INDEX portal_clients_version_login ON portal_clients (version_id, last_login_at DESC)`,
    );
    await db.query(`
      CREATE TABLE module_completions (
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        category_id text NOT NULL,
        module_id text NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, category_id, module_id),
        FOREIGN KEY (category_id, module_id) REFERENCES video_catalogue (category_id, module_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'module_completions',
      'portal_clients',
      'agency_video_settings',
      'agency_versions',
      'video_catalogue',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
