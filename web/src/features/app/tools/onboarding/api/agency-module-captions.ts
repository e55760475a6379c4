import type { AgencyModule } from '@retainly/domain';
import { api } from '@/lib/api-client';

/**
 * PUT /api/onboarding/modules/:id/captions with the WebVTT file as it is: the api checks it and
 * answers 400 'Line N: ...' for a malformed one.
 */
export const putAgencyModuleCaptions = (id: string, webVtt: string) =>
  api<AgencyModule | undefined>(`/onboarding/modules/${encodeURIComponent(id)}/captions`, {
    method: 'PUT',
    headers: { 'content-type': 'text/vtt' },
    body: webVtt,
  });
