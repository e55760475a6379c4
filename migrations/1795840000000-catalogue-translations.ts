import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MODULE_KEY } from './sql/columns';

/**
 * A multilingual portal (issue #19), the catalogue's side:
 * - `video_catalogue_translations`: a module's title and description per translated language.
 *   Only `approved` rows reach portals; `draft` rows (the AI writer's) wait for an operator.
 * - `translation_drafts`: 'Draft missing translations with AI' for one language, a queued job
 *   the console polls (as ai_generations for offers).
 * - `media_captions`: WebVTT captions per video and language. media_items.captions_key and
 *   transcript stay the English track (the sample renderer, the help search and older code read
 *   them); a trigger mirrors them into media_captions, so every language is listed in one place.
 */
export class CatalogueTranslations1795840000000 implements MigrationInterface {
  name = 'CatalogueTranslations1795840000000';

  async up(db: QueryRunner): Promise<void> {
    const translated = `('es', 'pt-BR', 'fr', 'de', 'it')`;
    await db.query(`
      CREATE TABLE video_catalogue_translations (
        ${MODULE_KEY},
        language text NOT NULL CHECK (language IN ${translated}),
        -- The catalogue's own limits (docs/operators.md 'Limits').
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 600),
        status text NOT NULL CHECK (status IN ('draft', 'approved')),
        source text NOT NULL CHECK (source IN ('human', 'ai')),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES retainly_users (id) ON DELETE SET NULL,
        approved_at timestamptz,
        approved_by uuid REFERENCES retainly_users (id) ON DELETE SET NULL,
        PRIMARY KEY (category_id, module_id, language),
        FOREIGN KEY (category_id, module_id)
          REFERENCES video_catalogue (category_id, module_id) ON DELETE CASCADE,
        CHECK ((status = 'approved') = (approved_at IS NOT NULL))
      )`);
    await db.query(`
      CREATE TABLE translation_drafts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        language text NOT NULL CHECK (language IN ${translated}),
        requested_by uuid REFERENCES retainly_users (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        writer text CHECK (writer IN ('openai', 'offline')),
        model text,
        -- The modules the first attempt set out to draft ('category/module'), so a retry
        -- finishes the same list instead of re-drafting what it already wrote.
        modules text[],
        drafted integer NOT NULL DEFAULT 0,
        attempts integer NOT NULL DEFAULT 0,
        error text,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX translation_drafts_language ON translation_drafts (language, created_at DESC)`,
    );

    const languages = `('en', 'es', 'pt-BR', 'fr', 'de', 'it')`;
    await db.query(`
      CREATE TABLE media_captions (
        media_id uuid NOT NULL REFERENCES media_items (id) ON DELETE CASCADE,
        language text NOT NULL CHECK (language IN ${languages}),
        captions_key text NOT NULL,
        transcript text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (media_id, language)
      )`);
    // Files are shared by content: deleting one first asks whether any item still uses it.
    await db.query(`CREATE INDEX media_captions_key ON media_captions (captions_key)`);
    await db.query(`
      INSERT INTO media_captions (media_id, language, captions_key, transcript)
      SELECT id, 'en', captions_key, coalesce(transcript, '') FROM media_items
       WHERE captions_key IS NOT NULL`);
    await db.query(`
      CREATE FUNCTION media_items_english_captions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.captions_key IS NULL THEN
          DELETE FROM media_captions WHERE media_id = NEW.id AND language = 'en';
        ELSE
          INSERT INTO media_captions (media_id, language, captions_key, transcript)
          VALUES (NEW.id, 'en', NEW.captions_key, coalesce(NEW.transcript, ''))
          ON CONFLICT (media_id, language) DO UPDATE
            SET captions_key = excluded.captions_key, transcript = excluded.transcript,
                updated_at = now();
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER media_items_english_captions
      AFTER INSERT OR UPDATE OF captions_key, transcript ON media_items
      FOR EACH ROW EXECUTE FUNCTION media_items_english_captions()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER media_items_english_captions ON media_items`);
    await db.query(`DROP FUNCTION media_items_english_captions()`);
    await db.query(`DROP TABLE media_captions`);
    await db.query(`DROP TABLE translation_drafts`);
    await db.query(`DROP TABLE video_catalogue_translations`);
  }
}
