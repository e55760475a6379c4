import type { MigrationInterface, QueryRunner } from 'typeorm';

const CRM_ROUTES = `ARRAY['dashboard', 'conversations', 'calendars', 'contacts', 'opportunities',
  'payments', 'marketing', 'automation', 'sites', 'memberships', 'reputation', 'reporting',
  'settings']::text[]`;

const ENDPOINT_TYPES = (help: boolean) => `ARRAY['client.started', 'module.completed',
  'onboarding.completed', 'client.stalled', 'client.inactive'${
    help ? `, 'help.opened', 'help.searched', 'help.video_played'` : ''
  }]::text[]`;

/**
 * The portal's help panel inside the agency's CRM (issue #19):
 * - `agency_modules.help_routes`: the CRM pages (CRM_ROUTES) an agency shows its own module on,
 *   before the catalogue's default modules for that page.
 * - `help_events`: what signed-in clients did in the panel (opened on a page, searched, played),
 *   for the dashboard; each row's domain event goes to the agency's endpoints.
 * - agency endpoints may subscribe to the three help events.
 */
export class CrmHelpPanel1795820000000 implements MigrationInterface {
  name = 'CrmHelpPanel1795820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE agency_modules
        ADD COLUMN help_routes text[] NOT NULL DEFAULT '{}'
          CHECK (help_routes <@ ${CRM_ROUTES} AND cardinality(help_routes) <= 13)`);
    // The help API asks 'which live own modules show on this page': a GIN index answers `@>`.
    await db.query(`
      CREATE INDEX agency_modules_help_routes ON agency_modules USING gin (help_routes)
       WHERE deleted_at IS NULL AND help_routes <> '{}'`);

    await db.query(`
      CREATE TABLE help_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('opened', 'searched', 'played')),
        route text CHECK (route = ANY (${CRM_ROUTES})),
        query text CHECK (length(query) BETWEEN 1 AND 100),
        category_id text,
        module_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'searched') = (query IS NOT NULL)),
        CHECK ((kind = 'played') = (module_id IS NOT NULL AND category_id IS NOT NULL))
      )`);
    // The client's timeline and the search throttle read one client's newest rows.
    await db.query(`CREATE INDEX help_events_client ON help_events (client_id, created_at DESC)`);
    // The dashboard's 'Help in CRM' figure counts a version's recent clients from the index alone.
    await db.query(
      `CREATE INDEX help_events_version ON help_events (version_id, created_at) INCLUDE (client_id)`,
    );

    await db.query(`
      ALTER TABLE agency_endpoints
        DROP CONSTRAINT agency_endpoints_event_types_check,
        ADD CONSTRAINT agency_endpoints_event_types_check CHECK (
          cardinality(event_types) > 0 AND event_types <@ ${ENDPOINT_TYPES(true)})`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE agency_endpoints SET event_types = array(
        SELECT t FROM unnest(event_types) t WHERE t NOT LIKE 'help.%')`);
    await db.query(`DELETE FROM agency_endpoints WHERE event_types = '{}'`);
    await db.query(`
      ALTER TABLE agency_endpoints
        DROP CONSTRAINT agency_endpoints_event_types_check,
        ADD CONSTRAINT agency_endpoints_event_types_check CHECK (
          cardinality(event_types) > 0 AND event_types <@ ${ENDPOINT_TYPES(false)})`);
    await db.query(`DROP TABLE help_events`);
    await db.query(`ALTER TABLE agency_modules DROP COLUMN help_routes`);
  }
}
