import type { ToolName } from '@retainly/domain';
import { api } from '@/lib/api-client';

/**
 * PUT /api/tool-data/:tool with the data, or DELETE it for null (clear(), ordered with the saves
 * by the tool's saver like any other value).
 */
export function putToolData(tool: ToolName, data: unknown): Promise<void> {
  // keepalive: a save flushed as the tab closes still arrives (it allows 64 KB; ours are ≤ 32 KB).
  const init: RequestInit =
    data === null
      ? { method: 'DELETE', keepalive: true }
      : { method: 'PUT', body: JSON.stringify({ data }), keepalive: true };
  return api<unknown>(`/tool-data/${tool}`, init).then(() => undefined);
}
