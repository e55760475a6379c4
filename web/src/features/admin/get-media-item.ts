import { queryOptions } from '@tanstack/react-query';
import { FINAL_MEDIA_STATUSES, type AdminMediaItem, type MediaStatus } from '@retainly/domain';
import { ApiError, api } from '@/lib/api-client';

/** Processing moves in seconds: the console asks this often until the status is final. */
const POLL_MS = 1_500;
/** An upload still arriving (from this tab or another) changes only when its bytes are in. */
const UPLOADING_POLL_MS = 5_000;

export const isFinalMediaStatus = (status: MediaStatus | undefined) =>
  status !== undefined && FINAL_MEDIA_STATUSES.includes(status);

/** Not found, signed out or no access: asking again will not change the answer. */
const isFinalPollError = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

/** GET /api/admin/media/:id: one upload on its way to playable renditions. */
export const getMediaItem = (id: string) =>
  api<AdminMediaItem>(`/admin/media/${encodeURIComponent(id)}`);

export const MEDIA_ITEMS_KEY = ['admin', 'media'] as const;
const mediaItemKey = (id: string) => [...MEDIA_ITEMS_KEY, id] as const;

/** One media item, polled until ready or failed; every 5 s while the api is unreachable. */
export const mediaItemQuery = (id: string) =>
  queryOptions({
    queryKey: mediaItemKey(id),
    queryFn: () => getMediaItem(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (isFinalMediaStatus(status) || isFinalPollError(query.state.error)) return false;
      if (query.state.error || status === 'uploading') return UPLOADING_POLL_MS;
      return POLL_MS;
    },
    retry: (failures, error) => !isFinalPollError(error) && failures < 2,
  });
