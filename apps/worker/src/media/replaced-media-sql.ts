/** Nothing plays the media item `i`. */
export const UNATTACHED = `
  NOT EXISTS (SELECT 1 FROM agency_modules m WHERE m.media_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM video_catalogue c WHERE c.media_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM site_media s WHERE s.media_id = i.id)`;

/**
 * A ready item `i` nothing plays that nobody marked replaced: a worker from before replaced_at
 * finished it during a deploy. As in the migration that added the mark, a real video that lost
 * to a newer sample (as earlier workers allowed) is left for an operator.
 */
export const UNMARKED_REPLACED = `
  i.status = 'ready' AND i.replaced_at IS NULL AND ${UNATTACHED}
  AND (i.is_sample OR NOT EXISTS (
    SELECT 1 FROM media_items sample
     WHERE sample.is_sample AND sample.target_type = i.target_type
       AND sample.target_ref = i.target_ref
       AND (EXISTS (SELECT 1 FROM video_catalogue c WHERE c.media_id = sample.id)
            OR EXISTS (SELECT 1 FROM site_media s WHERE s.media_id = sample.id))))`;
