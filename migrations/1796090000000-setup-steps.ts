import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATALOGUE_MODULE_REFERENCE } from './1764200000000-onboarding-versions';

/**
 * The catalogue modules that carry a setup step from the start (docs/setup-steps.md). No
 * catalogue module teaches workflows, so `workflow-published` is carried only where an agency
 * puts it (its own module, say).
 */
const CATALOGUE_STEPS: readonly (readonly [string, string, string])[] = [
  ['foundational-setup', 'connect-phone-number', 'phone-number-added'],
  ['foundational-setup', 'email-sending-domain', 'email-sending-set-up'],
  ['foundational-setup', 'calendar-setup', 'calendar-created'],
  ['foundational-setup', 'import-contacts', 'contacts-imported'],
  ['foundational-setup', 'team-members', 'team-member-added'],
  ['marketing-lead-generation', 'forms-surveys', 'form-or-funnel-published'],
  ['sales-conversation', 'conversations-inbox', 'first-message-sent'],
  ['sales-conversation', 'pipelines-opportunities', 'pipeline-created'],
  ['website-content', 'funnels', 'form-or-funnel-published'],
];

const ENDPOINT_TYPES = (steps: boolean) => `ARRAY['client.started', 'module.completed',
  'onboarding.completed', 'client.stalled', 'client.inactive', 'help.opened', 'help.searched',
  'help.video_played'${steps ? `, 'setup_step.done'` : ''}]::text[]`;

const STEP_KEY = `step text NOT NULL CHECK (step ~ '^[a-z]+(-[a-z]+)*$' AND length(step) <= 40)`;

/**
 * Setup steps (issue #33, "Watched it, and did it"): a module may carry a step that is checked
 * against the client's HighLevel sub-account.
 * - `catalogue_setup_steps`: the step a catalogue module carries by default.
 * - `version_setup_steps`: an agency's choice per version and module (any module, its own
 *   included); a row with a null step takes the default step off.
 * - `version_module_steps`: the step each module of each version carries, after both.
 * - `highlevel_setup_steps`: each step a sub-account has done, once, with when and how we
 *   learned it. Done stays done.
 * - `client_setup_steps_met(client)`: whether the steps no longer hold back the client's
 *   onboarding: the agency does not require them, the client is in no sub-account, or one of
 *   its sub-accounts has done every step of the client's visible modules.
 * - agency endpoints may subscribe to `setup_step.done`.
 */
export class SetupSteps1796090000000 implements MigrationInterface {
  name = 'SetupSteps1796090000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalogue_setup_steps (
        category_id text NOT NULL,
        module_id text NOT NULL,
        ${STEP_KEY},
        PRIMARY KEY (category_id, module_id),
        ${CATALOGUE_MODULE_REFERENCE}
      )`);
    for (const [category, module, step] of CATALOGUE_STEPS) {
      await db.query(
        `INSERT INTO catalogue_setup_steps (category_id, module_id, step) VALUES ($1, $2, $3)`,
        [category, module, step],
      );
    }
    await db.query(`
      CREATE TABLE version_setup_steps (
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        category_id text NOT NULL,
        module_id text NOT NULL,
        step text CHECK (step ~ '^[a-z]+(-[a-z]+)*$' AND length(step) <= 40),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (version_id, category_id, module_id)
      )`);
    await db.query(`
      CREATE VIEW version_module_steps AS
      SELECT m.version_id, m.category_id, m.module_id, m.title, m.position, m.is_visible,
             CASE WHEN o.version_id IS NOT NULL THEN o.step ELSE c.step END AS step
        FROM version_modules m
        LEFT JOIN version_setup_steps o
          ON (o.version_id, o.category_id, o.module_id) = (m.version_id, m.category_id, m.module_id)
        LEFT JOIN catalogue_setup_steps c
          ON (c.category_id, c.module_id) = (m.category_id, m.module_id)
       WHERE CASE WHEN o.version_id IS NOT NULL THEN o.step ELSE c.step END IS NOT NULL`);
    await db.query(`
      CREATE TABLE highlevel_setup_steps (
        location_id text NOT NULL REFERENCES highlevel_locations (location_id) ON DELETE CASCADE,
        ${STEP_KEY},
        done_at timestamptz NOT NULL,
        source text NOT NULL CHECK (source IN ('webhook', 'poll')),
        PRIMARY KEY (location_id, step)
      )`);
    await db.query(`
      ALTER TABLE highlevel_locations
        -- Contacts as far as we know: the last poll's total plus ContactCreate minus
        -- ContactDelete since, so the webhooks decide "contacts imported" without a request.
        ADD COLUMN contacts_known integer NOT NULL DEFAULT 0,
        ADD COLUMN steps_checked_at timestamptz`);
    await db.query(`
      ALTER TABLE highlevel_connections
        ADD COLUMN contacts_threshold integer NOT NULL DEFAULT 10
          CHECK (contacts_threshold BETWEEN 1 AND 1000000)`);
    await db.query(`
      CREATE FUNCTION client_setup_steps_met(client uuid) RETURNS boolean
      LANGUAGE sql STABLE AS $$
        SELECT NOT coalesce(c.completion_needs_steps, false)
            OR NOT EXISTS (SELECT 1 FROM highlevel_users u WHERE u.client_id = p.id)
            OR EXISTS (
                 SELECT 1 FROM highlevel_users u
                  WHERE u.client_id = p.id
                    AND NOT EXISTS (
                          SELECT 1 FROM version_module_steps s
                           WHERE s.version_id = p.version_id AND s.is_visible
                             AND NOT EXISTS (
                                   SELECT 1 FROM highlevel_setup_steps d
                                    WHERE d.location_id = u.location_id AND d.step = s.step)))
          FROM portal_clients p
          JOIN agency_versions v ON v.id = p.version_id
          LEFT JOIN highlevel_connections c ON c.user_id = v.user_id
         WHERE p.id = client
      $$`);
    // Agency endpoints may subscribe to setup_step.done.
    await db.query(`
      ALTER TABLE agency_endpoints
        DROP CONSTRAINT agency_endpoints_event_types_check,
        ADD CONSTRAINT agency_endpoints_event_types_check CHECK (
          cardinality(event_types) > 0 AND event_types <@ ${ENDPOINT_TYPES(true)})`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM agency_endpoints WHERE event_types = ARRAY['setup_step.done']`);
    await db.query(`
      UPDATE agency_endpoints SET event_types = array_remove(event_types, 'setup_step.done')`);
    await db.query(`
      ALTER TABLE agency_endpoints
        DROP CONSTRAINT agency_endpoints_event_types_check,
        ADD CONSTRAINT agency_endpoints_event_types_check CHECK (
          cardinality(event_types) > 0 AND event_types <@ ${ENDPOINT_TYPES(false)})`);
    await db.query(`DROP FUNCTION client_setup_steps_met(uuid)`);
    await db.query(`ALTER TABLE highlevel_connections DROP COLUMN contacts_threshold`);
    await db.query(
      `ALTER TABLE highlevel_locations DROP COLUMN contacts_known, DROP COLUMN steps_checked_at`,
    );
    await db.query(`DROP TABLE highlevel_setup_steps`);
    await db.query(`DROP VIEW version_module_steps`);
    await db.query(`DROP TABLE version_setup_steps`);
    await db.query(`DROP TABLE catalogue_setup_steps`);
  }
}
