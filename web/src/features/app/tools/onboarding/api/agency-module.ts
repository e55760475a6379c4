import { queryOptions } from '@tanstack/react-query';
import { FINAL_MEDIA_STATUSES, type AgencyModule, type MediaStatus } from '@retainly/domain';
import { ApiError, api } from '@/lib/api-client';
import { AGENCY_MODULES_KEY } from './agency-modules';

/** Processing moves in seconds: asked this often until the video is ready or failed. */
const POLL_MS = 1_500;
/** An upload still arriving (from another tab, say) changes only when its bytes are in. */
const UPLOADING_POLL_MS = 5_000;

export const isFinalStatus = (status: MediaStatus | undefined) =>
  status !== undefined && FINAL_MEDIA_STATUSES.includes(status);

/** Deleted, signed out or no longer on the plan: asking again will not change the answer. */
const isFinalPollError = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

/** GET /api/onboarding/modules/:id: one module and how its upload stands. */
export const fetchAgencyModule = (id: string) =>
  api<AgencyModule>(`/onboarding/modules/${encodeURIComponent(id)}`);

/** One module, polled while its video is on its way (like the console's media item). */
export const agencyModuleQuery = (id: string) =>
  queryOptions({
    queryKey: [...AGENCY_MODULES_KEY, id],
    queryFn: () => fetchAgencyModule(id),
    refetchInterval: (query) => {
      const status = query.state.data?.media?.status;
      if (isFinalStatus(status) || isFinalPollError(query.state.error)) return false;
      if (query.state.data && !query.state.data.media) return false;
      if (query.state.error || status === 'uploading') return UPLOADING_POLL_MS;
      return POLL_MS;
    },
    retry: (failures, error) => !isFinalPollError(error) && failures < 2,
  });
