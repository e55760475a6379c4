import type { PortalLanguage, PortalLanguageRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { bearer } from './bearer';

/** PUT /api/portal/:id/language: remembers the signed-in client's language on the server. */
export function saveClientLanguage(
  versionId: string,
  token: string,
  language: PortalLanguage,
): Promise<PortalLanguageRequest> {
  return api<PortalLanguageRequest>(`/portal/${versionId}/language`, {
    method: 'PUT',
    headers: bearer(token),
    body: jsonBody<PortalLanguageRequest>({ language }),
  });
}
