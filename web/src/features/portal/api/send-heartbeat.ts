import type { HeartbeatRequest, HeartbeatResponse } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { bearer } from './bearer';

/**
 * POST /api/portal/:id/heartbeats: what was played since the previous beat. `keepalive` lets a
 * beat sent as the page hides or closes outlive it (the fetch starts within the event's task).
 */
export function sendHeartbeat(
  versionId: string,
  token: string,
  beat: HeartbeatRequest,
  keepalive = false,
): Promise<HeartbeatResponse> {
  return api<HeartbeatResponse>(`/portal/${versionId}/heartbeats`, {
    method: 'POST',
    headers: bearer(token),
    body: jsonBody<HeartbeatRequest>(beat),
    keepalive,
  });
}
