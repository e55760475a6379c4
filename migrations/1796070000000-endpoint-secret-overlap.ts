import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An agency endpoint's secret before its last rotation, and until when deliveries are still
 * signed with it too, so a receiver that has not switched yet keeps verifying for the overlap.
 */
export class EndpointSecretOverlap1796070000000 implements MigrationInterface {
  name = 'EndpointSecretOverlap1796070000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE agency_endpoints
        -- whsec_..., like secret: needed in clear to sign; never shown again, logged or listed.
        ADD COLUMN previous_secret text,
        ADD COLUMN previous_secret_until timestamptz,
        ADD CONSTRAINT agency_endpoints_previous_secret_pair
          CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE agency_endpoints
        DROP CONSTRAINT agency_endpoints_previous_secret_pair,
        DROP COLUMN previous_secret_until,
        DROP COLUMN previous_secret`);
  }
}
