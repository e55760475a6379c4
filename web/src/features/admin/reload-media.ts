import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_ITEMS_KEY } from './get-media-item';
import { SITE_MEDIA_KEY } from './get-site-media';
import { LIBRARY_KEY } from './video-library-api';

/**
 * Reloads what shows which video plays where and how each upload stands (after an upload
 * finished or a video became ready, say).
 */
export function useReloadMedia() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LIBRARY_KEY }),
        client.invalidateQueries({ queryKey: SITE_MEDIA_KEY }),
        client.invalidateQueries({ queryKey: MEDIA_ITEMS_KEY }),
      ]),
    [client],
  );
}
