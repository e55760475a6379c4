import { FINAL_MEDIA_STATUSES, type MediaStatus } from '@retainly/domain';
import { ApiError } from '@/lib/api-client';

/**
 * How a screen polls an upload on its way to playable renditions (the console's media items, an
 * agency's own modules): until it is ready or failed, or the api says asking again is no use.
 */

/** Processing moves in seconds: asked this often until the video is ready or failed. */
const POLL_MS = 1_500;
/** An upload still arriving (from this tab or another) changes only when its bytes are in. */
const UPLOADING_POLL_MS = 5_000;

export const isFinalMediaStatus = (status: MediaStatus | undefined) =>
  status !== undefined && FINAL_MEDIA_STATUSES.includes(status);

/** Deleted, signed out or no access: asking again will not change the answer. */
const isFinalPollError = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

/** The refetchInterval for an upload last seen at `status` (5 s while the api is unreachable). */
export function mediaPollInterval(status: MediaStatus | undefined, error: unknown): number | false {
  if (isFinalMediaStatus(status) || isFinalPollError(error)) return false;
  if (error || status === 'uploading') return UPLOADING_POLL_MS;
  return POLL_MS;
}

/** The query's retry: twice, unless the answer is final. */
export const retryMediaPoll = (failures: number, error: unknown) =>
  !isFinalPollError(error) && failures < 2;
