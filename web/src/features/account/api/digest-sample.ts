import { queryOptions } from '@tanstack/react-query';
import type { DigestPreview, DigestSampleSent } from '@retainly/domain';
import { api, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/outcomes/digest/preview: this week's digest so far, rendered as Monday's e-mail. */
export const digestPreviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.outcomes.digestPreview,
    queryFn: () => api<DigestPreview>('/outcomes/digest/preview'),
    staleTime: 0,
    retry: false,
  });

/** POST /api/outcomes/digest/send-now: one digest to the signed-in user (once a minute). */
export const sendDigestNow = () => postJson<DigestSampleSent>('/outcomes/digest/send-now');
