import type { AgencyModule, PortalLanguage } from '@retainly/domain';
import { api } from '@/lib/api-client';

const captionsPath = (id: string, language: PortalLanguage) =>
  `/onboarding/modules/${encodeURIComponent(id)}/captions?language=${encodeURIComponent(language)}`;

/**
 * PUT /api/onboarding/modules/:id/captions?language= with the WebVTT file as it is: the api
 * checks it and answers 400 'Line N: ...' for a malformed one.
 */
export const putAgencyModuleCaptions = (
  id: string,
  webVtt: string,
  language: PortalLanguage = 'en',
) =>
  api<AgencyModule | undefined>(captionsPath(id, language), {
    method: 'PUT',
    headers: { 'content-type': 'text/vtt' },
    body: webVtt,
  });

/** Removes one language's captions of the module's video. */
export const deleteAgencyModuleCaptions = (id: string, language: PortalLanguage) =>
  api<AgencyModule | undefined>(captionsPath(id, language), { method: 'DELETE' });
