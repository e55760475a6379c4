import type { AdminMediaItem } from '@retainly/domain';
import type { MediaStorage } from '@retainly/media';
import type { MediaItemRow } from './media-items.repository';
import { captionLanguagesOf, mediaPlayback } from './media-playback';

/** A media row as the console shows it; playback only once it is ready. */
export async function adminMediaItem(
  storage: MediaStorage,
  row: MediaItemRow,
): Promise<AdminMediaItem> {
  return {
    id: row.id,
    status: row.status,
    progress: row.status === 'ready' ? 100 : row.progress,
    failure: row.failure,
    isSample: row.is_sample,
    sourceName: row.source_name,
    sourceBytes: row.source_bytes,
    durationSeconds: row.duration_seconds,
    target: { type: row.target_type, ref: row.target_ref },
    playback: row.status === 'ready' ? await mediaPlayback(storage, row) : null,
    hasCaptions: row.captions.length > 0,
    captionLanguages: captionLanguagesOf(row.captions),
    createdAt: new Date(row.created_at).toISOString(),
    readyAt: row.ready_at && new Date(row.ready_at).toISOString(),
  };
}
