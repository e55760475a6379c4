import type { ToolDataRecord, ToolName } from '@retainly/domain';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/tool-data/:tool: what the user saved in the tool, or null when nothing (404). */
export async function fetchToolData<T>(tool: ToolName): Promise<T | null> {
  try {
    return (await api<ToolDataRecord<T>>(`/tool-data/${tool}`)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
