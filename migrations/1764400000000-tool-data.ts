import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tool data (spec §3): each user's saved inputs per tool, one JSON object per user and tool.
 * The tool names are written out: adding a tool later is a migration of its own.
 */
export class ToolData1764400000000 implements MigrationInterface {
  name = 'ToolData1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tool_data (
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        tool text NOT NULL CHECK (tool IN ('streamline', 'branding', 'marketing')),
        data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, tool)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE tool_data`);
  }
}
