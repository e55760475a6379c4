import { useMutation } from '@tanstack/react-query';
import type { AdminMediaItem } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { useReloadMedia } from './reload-media';

/**
 * PUT /api/admin/media/:id/captions with the WebVTT file as it is: the api validates it and
 * answers 400 'Line N: ...' for a malformed one.
 */
export const putCaptions = (mediaId: string, webVtt: string) =>
  api<AdminMediaItem>(`/admin/media/${encodeURIComponent(mediaId)}/captions`, {
    method: 'PUT',
    headers: { 'content-type': 'text/vtt' },
    body: webVtt,
  });

/** Captions for one video; the lists showing it reload afterwards. */
export const usePutCaptions = () => {
  const reloadMedia = useReloadMedia();
  return useMutation({
    mutationFn: ({ mediaId, file }: { mediaId: string; file: File }) =>
      file.text().then((text) => putCaptions(mediaId, text)),
    onSuccess: reloadMedia,
  });
};
