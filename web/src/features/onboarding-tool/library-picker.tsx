import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  agencyModuleDisplayCategory,
  customModuleKey,
  displayCategoryTitle,
  endOfCategory,
  moduleKey,
  VERSION_TIER_NAMES,
  type AgencyModule,
  type OnboardingVersion,
  type VersionVideo,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { reloadAgencyModules } from './api/agency-modules';
import { placeVersionModule } from './api/place-version-module';
import { usePlanRefusalHandler } from './upgrade-prompt';

/** The agency's videos that this version does not show yet: each added at its category's end. */
export function LibraryPicker({
  version,
  videos,
  modules,
}: {
  version: OnboardingVersion;
  videos: VersionVideo[];
  modules: AgencyModule[];
}) {
  const queryClient = useQueryClient();
  const handlePlanRefusal = usePlanRefusalHandler();
  const name = `the ${VERSION_TIER_NAMES[version.tier]} version`;
  const add = useMutation({
    mutationFn: (module: AgencyModule) => {
      const key = customModuleKey(module.id);
      const after = endOfCategory(videos, agencyModuleDisplayCategory(module), key);
      const last = videos.at(-1);
      return placeVersionModule(version.id, module.id, {
        after: after ?? (last ? moduleKey(last) : null),
      });
    },
    onSuccess: async (_, module) => {
      await reloadAgencyModules(queryClient);
      toast.success(`'${module.title}' added to ${name}`);
    },
    onError: (error) => {
      if (!handlePlanRefusal(error)) toast.error(errorMessage(error, 'Failed to add the video'));
    },
  });

  return (
    <ul className="flex flex-col divide-y divide-slate-100" aria-label="Your videos">
      {modules.map((module) => (
        <li key={module.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col">
            <span className="font-medium text-slate-900">{module.title}</span>
            <span className="text-sm text-slate-600">
              {displayCategoryTitle(agencyModuleDisplayCategory(module))}
            </span>
          </div>
          <Button
            variant="outline"
            aria-label={`Add ${module.title} to ${name}`}
            aria-disabled={add.isPending || undefined}
            onClick={() => !add.isPending && add.mutate(module)}
          >
            Add here
          </Button>
        </li>
      ))}
    </ul>
  );
}
