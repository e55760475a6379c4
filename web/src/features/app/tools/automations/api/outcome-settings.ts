import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OutcomeSettings } from './types';

export const OUTCOME_SETTINGS_KEY = ['outcomes', 'settings'] as const;

/** GET /api/outcomes/settings: stall days, reminder e-mails and the weekly digest. */
export const fetchOutcomeSettings = () => api<OutcomeSettings>('/outcomes/settings');

export const outcomeSettingsQuery = () =>
  queryOptions({ queryKey: OUTCOME_SETTINGS_KEY, queryFn: fetchOutcomeSettings });
