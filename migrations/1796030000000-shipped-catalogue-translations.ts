import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MODULE_KEY } from './sql/columns';

/**
 * The catalogue's shipped translations (issue #32): which module and language have been offered
 * to this database once (shipCatalogueTranslations in libs/database, run after every migrate).
 * An operator who removes or rewrites one is not overruled by the next deploy.
 */
export class ShippedCatalogueTranslations1796030000000 implements MigrationInterface {
  name = 'ShippedCatalogueTranslations1796030000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE shipped_catalogue_translations (
        ${MODULE_KEY},
        language text NOT NULL CHECK (language IN ('es', 'pt-BR', 'fr', 'de', 'it')),
        shipped_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (category_id, module_id, language),
        FOREIGN KEY (category_id, module_id)
          REFERENCES video_catalogue (category_id, module_id) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE shipped_catalogue_translations`);
  }
}
