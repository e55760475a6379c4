import type {
  CrmRoute,
  HelpEventInput,
  HelpEventRecorded,
  HelpModules,
  HelpSearchResults,
  PortalLanguage,
} from '@retainly/domain';
import { api } from '@/lib/api-client';

const langParam = (language: PortalLanguage | null) => (language ? `&lang=${language}` : '');

/** GET /api/portal/:id/help?route=: the modules for the client's CRM page, most useful first. */
export function fetchHelpModules(
  versionId: string,
  route: CrmRoute | null,
  language: PortalLanguage | null,
): Promise<HelpModules> {
  return api<HelpModules>(`/portal/${versionId}/help?route=${route ?? ''}${langParam(language)}`);
}

/** GET /api/portal/:id/search?q=: up to 20 modules matching title, description or transcript. */
export function searchHelp(
  versionId: string,
  query: string,
  language: PortalLanguage | null,
  signal?: AbortSignal,
): Promise<HelpSearchResults> {
  return api<HelpSearchResults>(
    `/portal/${versionId}/search?q=${encodeURIComponent(query)}${langParam(language)}`,
    { signal },
  );
}

/** POST /api/portal/:id/help-events: what the signed-in client did in the panel. */
export function sendHelpEvent(
  versionId: string,
  token: string,
  event: HelpEventInput,
): Promise<HelpEventRecorded> {
  return api<HelpEventRecorded>(`/portal/${versionId}/help-events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(event),
  });
}
