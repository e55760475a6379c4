import { queryOptions } from '@tanstack/react-query';
import type { ModuleStepChange, SetupStepSettings, SetupStepsView } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/highlevel/setup-steps: the agency's step rules and each module's step. */
export const setupStepsQuery = () =>
  queryOptions({
    queryKey: queryKeys.highLevelSetupSteps,
    queryFn: () => api<SetupStepsView>('/highlevel/setup-steps'),
  });

/** PUT /api/highlevel/setup-steps/settings. */
export const saveSetupStepSettings = (change: Partial<SetupStepSettings>) =>
  api<SetupStepsView>('/highlevel/setup-steps/settings', {
    method: 'PUT',
    body: jsonBody<Partial<SetupStepSettings>>(change),
  });

/** PUT /api/highlevel/setup-steps/modules: the step one module of one version carries. */
export const saveModuleStep = (change: ModuleStepChange) =>
  api<SetupStepsView>('/highlevel/setup-steps/modules', {
    method: 'PUT',
    body: jsonBody<ModuleStepChange>(change),
  });
