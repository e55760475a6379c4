import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVideo,
  AdminVideoLibrary,
  NewVideoRequest,
  VideoChangesRequest,
  VideoMoveRequest,
} from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useChangeThenReload } from './use-change-then-reload';

/** What an operator types for a module; blank URLs mean "none". */
export interface VideoDraft {
  title: string;
  description: string;
  minutes: number;
  videoUrl: string;
  posterUrl: string;
}

const modulePath = (video: Pick<AdminVideo, 'categoryId' | 'moduleId'>) =>
  `/admin/videos/${encodeURIComponent(video.categoryId)}/${encodeURIComponent(video.moduleId)}`;

/** Only a sample plays: the module waits for an operator's upload. */
export const hasOnlySample = (video: AdminVideo) =>
  !video.videoUrl && video.media?.isSample === true;

/** 'Needs a real video': a sample or nothing plays, and no external URL stands in for it. */
export const needsRealVideo = (video: AdminVideo) =>
  !video.videoUrl && (!video.media || video.media.isSample);

export const useVideoLibrary = () =>
  useQuery({
    queryKey: queryKeys.admin.videos,
    queryFn: () => api<AdminVideoLibrary>('/admin/videos'),
  });

export const useAddVideo = () =>
  useChangeThenReload(
    ({ categoryId, draft }: { categoryId: string; draft: VideoDraft }) =>
      api<AdminVideo>('/admin/videos', {
        method: 'POST',
        body: jsonBody<NewVideoRequest>({
          categoryId,
          title: draft.title,
          description: draft.description,
          minutes: draft.minutes,
          ...(draft.videoUrl.trim() && { videoUrl: draft.videoUrl.trim() }),
          ...(draft.posterUrl.trim() && { posterUrl: draft.posterUrl.trim() }),
        }),
      }),
    queryKeys.admin.videos,
  );

/** The PATCH body for an edited draft: blank URLs clear the stored ones. */
export const changesFromDraft = (draft: VideoDraft): VideoChangesRequest => ({
  title: draft.title,
  description: draft.description,
  minutes: draft.minutes,
  videoUrl: draft.videoUrl.trim() || null,
  posterUrl: draft.posterUrl.trim() || null,
});

export const useChangeVideo = () =>
  useChangeThenReload(
    ({ video, changes }: { video: AdminVideo; changes: VideoChangesRequest }) =>
      api<AdminVideo>(modulePath(video), {
        method: 'PATCH',
        body: jsonBody<VideoChangesRequest>(changes),
      }),
    queryKeys.admin.videos,
  );

/** Swaps a module with its neighbour; the answer is the whole library, shown at once. */
export const useMoveVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ video, direction }: { video: AdminVideo; direction: 'up' | 'down' }) =>
      api<AdminVideoLibrary>(`${modulePath(video)}/move`, {
        method: 'POST',
        body: jsonBody<VideoMoveRequest>({ direction }),
      }),
    onSuccess: (library) => client.setQueryData(queryKeys.admin.videos, library),
  });
};
