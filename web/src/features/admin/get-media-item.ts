import { queryOptions } from '@tanstack/react-query';
import type { AdminMediaItem } from '@retainly/domain';
import { mediaPollInterval, retryMediaPoll } from '@/components/upload/media-polling';
import { api } from '@/lib/api-client';

/** GET /api/admin/media/:id: one upload on its way to playable renditions. */
export const getMediaItem = (id: string) =>
  api<AdminMediaItem>(`/admin/media/${encodeURIComponent(id)}`);

export const MEDIA_ITEMS_KEY = ['admin', 'media'] as const;
const mediaItemKey = (id: string) => [...MEDIA_ITEMS_KEY, id] as const;

/** One media item, polled until ready or failed. */
export const mediaItemQuery = (id: string) =>
  queryOptions({
    queryKey: mediaItemKey(id),
    queryFn: () => getMediaItem(id),
    refetchInterval: (query) => mediaPollInterval(query.state.data?.status, query.state.error),
    retry: retryMediaPoll,
  });
