import { queryOptions } from '@tanstack/react-query';
import type { OutcomeSettings } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/outcomes/settings: stall days, reminder e-mails and the weekly digest. */
export const fetchOutcomeSettings = () => api<OutcomeSettings>('/outcomes/settings');

export const outcomeSettingsQuery = () =>
  queryOptions({ queryKey: queryKeys.outcomes.settings, queryFn: fetchOutcomeSettings });
