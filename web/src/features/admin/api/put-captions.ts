import { useMutation } from '@tanstack/react-query';
import type { AdminMediaItem, PortalLanguage } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { useReloadMedia } from './reload-media';

const captionsPath = (mediaId: string, language: PortalLanguage) =>
  `/admin/media/${encodeURIComponent(mediaId)}/captions?language=${encodeURIComponent(language)}`;

/**
 * PUT /api/admin/media/:id/captions?language= with the WebVTT file as it is: the api validates
 * it and answers 400 'Line N: ...' for a malformed one.
 */
export const putCaptions = (mediaId: string, webVtt: string, language: PortalLanguage = 'en') =>
  api<AdminMediaItem>(captionsPath(mediaId, language), {
    method: 'PUT',
    headers: { 'content-type': 'text/vtt' },
    body: webVtt,
  });

/** Captions for one video in one language; the lists showing it reload afterwards. */
export const usePutCaptions = () => {
  const reloadMedia = useReloadMedia();
  return useMutation({
    mutationFn: ({
      mediaId,
      file,
      language,
    }: {
      mediaId: string;
      file: File;
      language: PortalLanguage;
    }) => file.text().then((text) => putCaptions(mediaId, text, language)),
    onSuccess: reloadMedia,
  });
};

/** Removes one language's captions. */
export const useRemoveCaptions = () => {
  const reloadMedia = useReloadMedia();
  return useMutation({
    mutationFn: ({ mediaId, language }: { mediaId: string; language: PortalLanguage }) =>
      api<AdminMediaItem>(captionsPath(mediaId, language), { method: 'DELETE' }),
    onSuccess: reloadMedia,
  });
};
