import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NudgePreview, NudgePreviewRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/outcomes/nudges/preview: the reminder e-mail as a sample client would get it. */
export const fetchNudgePreview = (subject: string, message: string) =>
  api<NudgePreview>('/outcomes/nudges/preview', {
    method: 'POST',
    body: jsonBody<NudgePreviewRequest>({ subject, message }),
  });

/** The preview of a wording; the previous one stays shown while the next renders. */
export const nudgePreviewQuery = (subject: string, message: string) =>
  queryOptions({
    queryKey: queryKeys.outcomes.nudgePreview(subject, message),
    queryFn: () => fetchNudgePreview(subject, message),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
