import type { OutcomeSettings, OutcomeSettingsRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** PUT /api/outcomes/settings: an empty subject or message goes back to the default wording. */
export const saveOutcomeSettings = (changes: OutcomeSettingsRequest) =>
  api<OutcomeSettings>('/outcomes/settings', {
    method: 'PUT',
    body: jsonBody<OutcomeSettingsRequest>(changes),
  });
