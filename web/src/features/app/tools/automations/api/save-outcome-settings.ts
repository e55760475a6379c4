import { api } from '@/lib/api-client';
import type { OutcomeSettings, OutcomeSettingsChanges } from './types';

/** PUT /api/outcomes/settings: an empty subject or message goes back to the default wording. */
export const saveOutcomeSettings = (changes: OutcomeSettingsChanges) =>
  api<OutcomeSettings>('/outcomes/settings', { method: 'PUT', body: JSON.stringify(changes) });
