/**
 * Stores one language's captions of a media item (not English, whose track is media_items'
 * own and mirrored by a trigger): $1 media id, $2 language, $3 captions key, $4 transcript.
 */
export const UPSERT_CAPTIONS = `INSERT INTO media_captions (media_id, language, captions_key, transcript)
   VALUES ($1, $2, $3, $4)
   ON CONFLICT (media_id, language) DO UPDATE
     SET captions_key = excluded.captions_key, transcript = excluded.transcript,
         updated_at = now()`;
