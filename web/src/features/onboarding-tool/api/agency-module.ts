import { queryOptions } from '@tanstack/react-query';
import type { AgencyModule } from '@retainly/domain';
import { mediaPollInterval, retryMediaPoll } from '@/components/upload/media-polling';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/onboarding/modules/:id: one module and how its upload stands. */
export const fetchAgencyModule = (id: string) =>
  api<AgencyModule>(`/onboarding/modules/${encodeURIComponent(id)}`);

/** One module, polled while its video is on its way (like the console's media item). */
export const agencyModuleQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.onboarding.module(id),
    queryFn: () => fetchAgencyModule(id),
    refetchInterval: ({ state }) =>
      state.data && !state.data.media
        ? false
        : mediaPollInterval(state.data?.media?.status, state.error),
    retry: retryMediaPoll,
  });
