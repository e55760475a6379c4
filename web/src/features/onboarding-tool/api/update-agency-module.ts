import type { AgencyModule, UpdateAgencyModuleRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** PATCH /api/onboarding/modules/:id: title, description, category or link. */
export const updateAgencyModule = (id: string, changes: UpdateAgencyModuleRequest) =>
  api<AgencyModule>(`/onboarding/modules/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: jsonBody<UpdateAgencyModuleRequest>(changes),
  });
