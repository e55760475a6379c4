import type { AgencyModule, AgencyModuleInput } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** POST /api/onboarding/modules: a new module in the library, shown by `versionIds` (201). */
export const createAgencyModule = (input: AgencyModuleInput & { versionIds: string[] }) =>
  api<AgencyModule>('/onboarding/modules', { method: 'POST', body: JSON.stringify(input) });
