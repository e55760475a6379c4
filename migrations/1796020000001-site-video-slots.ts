import type { MigrationInterface, QueryRunner } from 'typeorm';

const SITE_SLOTS = `'landing_intro', 'walkthrough', 'free_email', 'switch_explainer', 'transfer_tutorial'`;
const OLD_SITE_SLOTS = `'landing_intro', 'walkthrough'`;

/**
 * Every site video is a hosted slot (issue #32 item 7): /go's free e-mail marketing tutorial,
 * /switch's explainer and the landing page's transfer tutorial join the landing intro and the
 * walkthrough, so operators upload them in the console and a fresh install gets samples.
 */
export class SiteVideoSlots1796020000001 implements MigrationInterface {
  name = 'SiteVideoSlots1796020000001';

  async up(db: QueryRunner): Promise<void> {
    await this.allow(db, SITE_SLOTS);
  }

  async down(db: QueryRunner): Promise<void> {
    const gone = `target_type NOT IN ('catalogue_module', 'agency_module', ${OLD_SITE_SLOTS})`;
    await db.query(`DELETE FROM site_media WHERE slot NOT IN (${OLD_SITE_SLOTS})`);
    await db.query(`DELETE FROM media_items WHERE ${gone}`);
    await this.allow(db, OLD_SITE_SLOTS);
  }

  private async allow(db: QueryRunner, slots: string): Promise<void> {
    await db.query(`
      ALTER TABLE media_items DROP CONSTRAINT media_items_target_type_check,
        ADD CONSTRAINT media_items_target_type_check CHECK (target_type IN
          ('catalogue_module', ${slots}, 'agency_module'))`);
    await db.query(`
      ALTER TABLE site_media DROP CONSTRAINT site_media_slot_check,
        ADD CONSTRAINT site_media_slot_check CHECK (slot IN (${slots}))`);
  }
}
