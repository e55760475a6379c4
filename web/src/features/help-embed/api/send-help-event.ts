import type { HelpEventInput, HelpEventRecorded } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** POST /api/portal/:id/help-events: what the signed-in client did in the panel. */
export function sendHelpEvent(
  versionId: string,
  token: string,
  event: HelpEventInput,
): Promise<HelpEventRecorded> {
  return api<HelpEventRecorded>(`/portal/${versionId}/help-events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: jsonBody<HelpEventInput>(event),
  });
}
