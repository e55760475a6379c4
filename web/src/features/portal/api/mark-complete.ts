import type { CompletionRequest, VideoRef } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { bearer } from './bearer';

/**
 * POST /api/portal/:id/completions: 'Mark as complete' for a module whose watching cannot be
 * measured, recorded as self-reported (409 for a tracked one). Idempotent.
 */
export function markComplete(versionId: string, token: string, video: VideoRef): Promise<unknown> {
  return api(`/portal/${versionId}/completions`, {
    method: 'POST',
    headers: bearer(token),
    body: jsonBody<CompletionRequest>({ categoryId: video.categoryId, moduleId: video.moduleId }),
  });
}
