import type { PortalLanguage } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { bearer } from './bearer';

/** PUT /api/portal/:id/language: remembers the signed-in client's language on the server. */
export function saveClientLanguage(
  versionId: string,
  token: string,
  language: PortalLanguage,
): Promise<{ language: PortalLanguage }> {
  return api(`/portal/${versionId}/language`, {
    method: 'PUT',
    headers: bearer(token),
    body: JSON.stringify({ language }),
  });
}
