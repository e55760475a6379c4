import type { AgencyModule, AgencyModuleInput } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** PATCH /api/onboarding/modules/:id: title, description, category or link. */
export const updateAgencyModule = (id: string, changes: Partial<AgencyModuleInput>) =>
  api<AgencyModule>(`/onboarding/modules/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
