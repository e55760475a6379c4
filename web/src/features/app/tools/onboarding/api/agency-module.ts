import { queryOptions } from '@tanstack/react-query';
import type { AgencyModule } from '@retainly/domain';
import { mediaPollInterval, retryMediaPoll } from '@/components/upload/media-polling';
import { api } from '@/lib/api-client';
import { AGENCY_MODULES_KEY } from './agency-modules';

/** GET /api/onboarding/modules/:id: one module and how its upload stands. */
export const fetchAgencyModule = (id: string) =>
  api<AgencyModule>(`/onboarding/modules/${encodeURIComponent(id)}`);

/** One module, polled while its video is on its way (like the console's media item). */
export const agencyModuleQuery = (id: string) =>
  queryOptions({
    queryKey: [...AGENCY_MODULES_KEY, id],
    queryFn: () => fetchAgencyModule(id),
    refetchInterval: ({ state }) =>
      state.data && !state.data.media
        ? false
        : mediaPollInterval(state.data?.media?.status, state.error),
    retry: retryMediaPoll,
  });
