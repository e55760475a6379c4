import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * AI generations (signed-in spec §2 AI Marketing): one row per request, which the worker moves
 * queued -> running -> succeeded | failed and the client polls. `error` is the technical reason
 * for operators; `failure` is what the user reads.
 */
export class AiGenerations1764500000000 implements MigrationInterface {
  name = 'AiGenerations1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ai_generations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        kind text NOT NULL DEFAULT 'offer' CHECK (kind IN ('offer')),
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        inputs jsonb NOT NULL CHECK (jsonb_typeof(inputs) = 'object'),
        result jsonb,
        writer text CHECK (writer IN ('openai', 'offline')),
        model text,
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL,
        error text,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        CHECK ((status = 'succeeded') = (result IS NOT NULL)),
        CHECK ((status IN ('succeeded', 'failed')) = (finished_at IS NOT NULL))
      )`);
    // The limits count a user's recent rows; operators list the latest first.
    await db.query(
      `CREATE INDEX ai_generations_user_recent ON ai_generations (user_id, created_at DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ai_generations`);
  }
}
