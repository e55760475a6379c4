import type { AgencyModule, CreateAgencyModuleRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** POST /api/onboarding/modules: a new module in the library, shown by `versionIds` (201). */
export const createAgencyModule = (input: CreateAgencyModuleRequest) =>
  api<AgencyModule>('/onboarding/modules', {
    method: 'POST',
    body: jsonBody<CreateAgencyModuleRequest>(input),
  });
