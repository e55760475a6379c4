import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  agencyModuleInputOf,
  draftDisplayCategory,
  placementInVersion,
  VERSION_TIER_NAMES,
  type AgencyModuleDraft,
  type OnboardingVersion,
} from '@retainly/domain';
import { reloadAgencyModules } from './api/agency-modules';
import { createAgencyModule } from './api/create-agency-module';
import { placeVersionModule } from './api/place-version-module';
import { versionVideosQuery } from './api/version-videos';
import { useOwnVideoUploads } from './own-video-uploads';

export interface NewOwnVideo {
  draft: AgencyModuleDraft;
  file: File | null;
  /** Where it goes in `version` (the dialog's version): the module it follows, null first. */
  after: string | null;
  versionIds: string[];
}

/**
 * 'Add your own video': creates the module in the versions chosen, places it in each (where
 * chosen in this version; after the same module, else at the end of its category, in others),
 * then starts its upload, which carries on in its row after the dialog closes.
 */
export function useAddOwnVideo(version: OnboardingVersion, versions: OnboardingVersion[]) {
  const queryClient = useQueryClient();
  const uploads = useOwnVideoUploads();
  return useMutation({
    mutationFn: async ({ draft, file, after, versionIds }: NewOwnVideo) => {
      const module = await createAgencyModule({ ...agencyModuleInputOf(draft), versionIds });
      const display = draftDisplayCategory(draft);
      const unplaced: string[] = [];
      await Promise.all(
        versionIds.map(async (versionId) => {
          try {
            const target =
              versionId === version.id
                ? after
                : placementInVersion(
                    await queryClient.fetchQuery(versionVideosQuery(versionId)),
                    display,
                    after,
                  );
            await placeVersionModule(versionId, module.id, { after: target });
          } catch {
            unplaced.push(versionId);
          }
        }),
      );
      if (file) uploads.start(module.id, file);
      return { module, unplaced };
    },
    onSuccess: async ({ module, unplaced }, { versionIds }) => {
      await reloadAgencyModules(queryClient);
      toast.success(`'${module.title}' added to ${versionNames(versions, versionIds)}`);
      if (unplaced.length > 0) {
        toast.warning(
          `'${module.title}' is in ${versionNames(versions, unplaced)}, but its place there could not be saved: move it where you want it.`,
        );
      }
    },
  });
}

/** 'the Advanced version', 'the Basic and Elite versions'. */
export function versionNames(versions: OnboardingVersion[], ids: string[]): string {
  const names = versions.filter((v) => ids.includes(v.id)).map((v) => VERSION_TIER_NAMES[v.tier]);
  if (names.length <= 1) return `the ${names[0] ?? ''} version`;
  return `the ${names.slice(0, -1).join(', ')} and ${names.at(-1)} versions`;
}
