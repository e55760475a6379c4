import type { DataSource, EntityManager } from 'typeorm';

/**
 * SQL for the storage keys of one media item row `row`: its renditions, poster, captions, source
 * and per-language captions. Use it on the rows a DELETE ... RETURNING gives back: in the same
 * snapshot the cascade has not removed their media_captions rows yet.
 */
export const itemFileKeysSql = (row: string) => `ARRAY(
    SELECT r->>'key' FROM jsonb_array_elements(${row}.renditions) r
    UNION ALL SELECT unnest(ARRAY[${row}.poster_key, ${row}.captions_key, ${row}.source_key])
    UNION ALL SELECT c.captions_key FROM media_captions c WHERE c.media_id = ${row}.id
  )`;

/** The keys of rows selected with `itemFileKeysSql`, once each, without the nulls. */
export function distinctKeys(rows: readonly { keys: (string | null)[] }[]): string[] {
  return [...new Set(rows.flatMap((row) => row.keys.filter((key): key is string => !!key)))];
}

/**
 * Of `keys`, those no media item uses any more. Files are stored by content, so two items (even
 * two agencies') with the same bytes share one: only an unused one may be deleted.
 */
export async function unusedMediaKeys(
  db: DataSource | EntityManager,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows: { key: string }[] = await db.query(
    `SELECT k.key FROM unnest($1::text[]) AS k (key)
      WHERE NOT EXISTS (
        SELECT 1 FROM media_items m
         WHERE m.poster_key = k.key OR m.captions_key = k.key OR m.source_key = k.key
            OR m.renditions @> jsonb_build_array(jsonb_build_object('key', k.key)))
        AND NOT EXISTS (SELECT 1 FROM media_captions c WHERE c.captions_key = k.key)`,
    [keys],
  );
  return rows.map((row) => row.key);
}
