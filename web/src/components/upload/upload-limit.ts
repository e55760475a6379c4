import { queryOptions } from '@tanstack/react-query';
import { UPLOAD_PATH } from '@retainly/domain';
import { queryKeys } from '@/lib/query-keys';

/**
 * OPTIONS /api/uploads: the tus server states its size limit (MAX_UPLOAD_MB) in Tus-Max-Size.
 * null when it does not say; the server checks every upload either way.
 */
export async function getUploadLimit(): Promise<number | null> {
  const response = await fetch(UPLOAD_PATH, {
    method: 'OPTIONS',
    credentials: 'same-origin',
    headers: { 'tus-resumable': '1.0.0' },
  });
  const bytes = Number(response.headers.get('tus-max-size'));
  return response.ok && Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

export const uploadLimitQuery = () =>
  queryOptions({
    queryKey: queryKeys.uploadLimit,
    queryFn: getUploadLimit,
    staleTime: Infinity,
    retry: false,
  });
