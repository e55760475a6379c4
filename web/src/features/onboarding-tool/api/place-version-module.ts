import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { applyPlacement, type VersionModulePlacement, type VersionVideo } from '@retainly/domain';
import { api, errorMessage, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { usePlanRefusalHandler } from '../upgrade-prompt';

/**
 * PUT /api/onboarding/versions/:versionId/modules/:moduleId: adds the module to the version, or
 * moves it, right after the module keyed `after` (null: the very top).
 */
export const placeVersionModule = (
  versionId: string,
  moduleId: string,
  placement: VersionModulePlacement,
) =>
  api<void>(
    `/onboarding/versions/${encodeURIComponent(versionId)}/modules/${encodeURIComponent(moduleId)}`,
    { method: 'PUT', body: jsonBody<VersionModulePlacement>(placement) },
  );

interface Move {
  /** The module's key: 'custom/<id>'. */
  key: string;
  moduleId: string;
  after: string | null;
}

/**
 * Moves within a version, shown at once (the list is reordered before the api answers). A
 * version's moves are sent one at a time in the order made, each computed from the list as the
 * moves before it left it; a refusal reloads the list so it shows what the server kept.
 */
export function useMoveVersionModule(versionId: string) {
  const queryClient = useQueryClient();
  const handlePlanRefusal = usePlanRefusalHandler();
  const key = queryKeys.onboarding.versionVideos(versionId);
  return useMutation({
    mutationKey: mutationKeys.moveModule(versionId),
    scope: { id: `move-module-${versionId}` },
    mutationFn: ({ moduleId, after }: Move) => placeVersionModule(versionId, moduleId, { after }),
    onMutate: async ({ key: moving, after }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<VersionVideo[]>(key, (videos) =>
        videos ? applyPlacement(videos, moving, after) : videos,
      );
    },
    onError: (error) => {
      if (!handlePlanRefusal(error)) toast.error(errorMessage(error, 'Failed to move the video'));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSettled: () => {
      // 1: this move is the last one queued, so the list can be reloaded.
      if (queryClient.isMutating({ mutationKey: mutationKeys.moveModule(versionId) }) === 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
