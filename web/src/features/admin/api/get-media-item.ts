import { queryOptions } from '@tanstack/react-query';
import type { AdminMediaItem } from '@retainly/domain';
import { mediaPollInterval, retryMediaPoll } from '@/components/upload/media-polling';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/media/:id: one upload on its way to playable renditions. */
export const getMediaItem = (id: string) =>
  api<AdminMediaItem>(`/admin/media/${encodeURIComponent(id)}`);

/** One media item, polled until ready or failed. */
export const mediaItemQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.mediaItem(id),
    queryFn: () => getMediaItem(id),
    refetchInterval: (query) => mediaPollInterval(query.state.data?.status, query.state.error),
    retry: retryMediaPoll,
  });
