import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { VersionTier, VersionVideo, VideoVisibilityRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { usePlanRefusalHandler } from '../upgrade-prompt';

/**
 * GET /api/onboarding/versions/:id/videos: the catalogue's videos and the agency's own, in the
 * version's order, with this version's switches.
 */
export const versionVideosQuery = (versionId: string) =>
  queryOptions({
    queryKey: queryKeys.onboarding.versionVideos(versionId),
    queryFn: () => api<VersionVideo[]>(`/onboarding/versions/${versionId}/videos`),
  });

export function useVersionVideos(versionId: string) {
  return useQuery(versionVideosQuery(versionId));
}

interface Toggle {
  video: Pick<VersionVideo, 'categoryId' | 'moduleId'>;
  visible: boolean;
}

const same = (a: Toggle['video']) => (b: Toggle['video']) =>
  a.categoryId === b.categoryId && a.moduleId === b.moduleId;

/**
 * PUT .../videos/:categoryId/:moduleId, optimistic (spec §4): the switch moves at once and
 * moves back if the server refuses. A version's saves run one at a time in the order made (a
 * quick on-off-on ends on), and when the last one settles the list is reloaded so it shows
 * what the server kept.
 */
export function useVideoVisibility(versionId: string, tier: VersionTier) {
  const queryClient = useQueryClient();
  const handlePlanRefusal = usePlanRefusalHandler();
  const key = queryKeys.onboarding.versionVideos(versionId);
  const mutationKey = mutationKeys.videoVisibility(versionId);
  const setVisible = (video: Toggle['video'], visible: boolean) =>
    queryClient.setQueryData<VersionVideo[]>(key, (videos) =>
      videos?.map((v) => (same(video)(v) ? { ...v, isVisible: visible } : v)),
    );
  // Pending saves of this switch, the failing one included.
  const pendingToggles = (video: Toggle['video']) =>
    queryClient
      .getMutationCache()
      .findAll({ mutationKey, status: 'pending' })
      .filter((m) => {
        const pending = (m.state.variables as Toggle | undefined)?.video;
        return pending !== undefined && same(video)(pending);
      }).length;

  return useMutation({
    mutationKey,
    scope: { id: `visibility-${versionId}` },
    mutationFn: ({ video, visible }: Toggle) =>
      api<void>(
        `/onboarding/versions/${versionId}/videos/${encodeURIComponent(video.categoryId)}/${encodeURIComponent(video.moduleId)}`,
        { method: 'PUT', body: jsonBody<VideoVisibilityRequest>({ visible }) },
      ),
    onMutate: async ({ video, visible }) => {
      // A load still in flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      setVisible(video, visible);
    },
    onSuccess: (_, { visible }) => {
      toast.success(`Video ${visible ? 'enabled' : 'disabled'} for ${tier} version`);
    },
    onError: (error, { video, visible }) => {
      // A later flip of the same switch is still queued: it decides what the switch shows.
      if (pendingToggles(video) === 1) setVisible(video, !visible);
      if (!handlePlanRefusal(error)) toast.error('Failed to update video visibility');
    },
    onSettled: () => {
      // This save still counts as pending here: 1 means no other save is queued.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
