import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vimeo stills from its oEmbed (thumbnail_url), fetched once per video in the background and
 * kept: the portal never waits on Vimeo. A failed lookup is kept too (no URL), and tried again
 * a day later.
 */
export class EmbedThumbnails1796050001000 implements MigrationInterface {
  name = 'EmbedThumbnails1796050001000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE embed_thumbnails (
        provider text NOT NULL,
        video_id text NOT NULL,
        thumbnail_url text,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, video_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE embed_thumbnails`);
  }
}
