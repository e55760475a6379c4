import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SITE_MEDIA_KEY } from './get-site-media';
import { LIBRARY_KEY } from './video-library-api';

/** Reloads every list that shows which video plays where (after a video became ready, say). */
export function useReloadMedia() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LIBRARY_KEY }),
        client.invalidateQueries({ queryKey: SITE_MEDIA_KEY }),
      ]),
    [client],
  );
}
