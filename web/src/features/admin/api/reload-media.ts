import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Reloads what shows which video plays where and how each upload stands (after an upload
 * finished or a video became ready, say).
 */
export function useReloadMedia() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.videos }),
        client.invalidateQueries({ queryKey: queryKeys.admin.siteMedia }),
        client.invalidateQueries({ queryKey: queryKeys.admin.media }),
      ]),
    [client],
  );
}
