import { queryOptions } from '@tanstack/react-query';
import type { VersionRulesChange, VersionRulesView } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/highlevel/version-rules: the default version and each SaaS plan's rule. */
export const versionRulesQuery = () =>
  queryOptions({
    queryKey: queryKeys.highLevelVersionRules,
    queryFn: () => api<VersionRulesView>('/highlevel/version-rules'),
  });

/** PUT /api/highlevel/version-rules: the whole set at once. */
export const saveVersionRules = (change: VersionRulesChange) =>
  api<VersionRulesView>('/highlevel/version-rules', {
    method: 'PUT',
    body: jsonBody<VersionRulesChange>(change),
  });
