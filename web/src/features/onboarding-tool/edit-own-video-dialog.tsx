import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  agencyModuleDisplayCategory,
  agencyModuleInputOf,
  customModuleKey,
  draftDisplayCategory,
  endOfCategory,
  videoLengthText,
  type AgencyModule,
  type AgencyModuleDraft,
  type AgencyModuleLibrary,
} from '@retainly/domain';
import { CheckedForm } from '@/components/form/checked-form';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { reloadAgencyModules } from './api/agency-modules';
import { placeVersionModule } from './api/place-version-module';
import { updateAgencyModule } from './api/update-agency-module';
import { versionVideosQuery } from './api/version-videos';
import { OwnVideoCaptions } from './own-video-captions';
import { OwnVideoFields } from './own-video-fields';
import { useOwnVideoForm, type OwnVideoValue } from './own-video-form';
import { useOwnVideoUploads } from './own-video-uploads';
import { usePlanRefusalHandler } from './upgrade-prompt';

const draftOf = (module: AgencyModule): AgencyModuleDraft => ({
  title: module.title,
  description: module.description,
  category: agencyModuleDisplayCategory(module),
  newCategory: '',
  source: module.videoUrl && !module.media ? 'link' : 'upload',
  videoUrl: module.videoUrl ?? '',
  length: module.lengthSeconds === null ? '' : videoLengthText(module.lengthSeconds),
  fileBytes: null,
  helpRoutes: module.helpRoutes,
});

/**
 * Edits an own module everywhere it is shown. A new category moves it to that category's end
 * in each version; a new file replaces the video once processed (clients keep the current one
 * until then). Mounted only while open, so it starts from the module as it is now.
 */
export function EditOwnVideoDialog({
  module,
  library,
  onClose,
}: {
  module: AgencyModule;
  library: AgencyModuleLibrary;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const uploads = useOwnVideoUploads();
  const handlePlanRefusal = usePlanRefusalHandler();
  const [value, setValue] = useState<OwnVideoValue>(() => ({ draft: draftOf(module), file: null }));
  const { draft, file } = value;
  const update = (changes: Partial<OwnVideoValue>) =>
    setValue((current) => ({ ...current, ...changes }));
  const { resolved, setServerError, formProps, fields } = useOwnVideoForm(value, update, library, {
    requireVideo: draft.source === 'link',
  });
  const key = customModuleKey(module.id);
  const before = agencyModuleDisplayCategory(module);

  const save = useMutation({
    mutationFn: async () => {
      const saved = await updateAgencyModule(module.id, agencyModuleInputOf(resolved));
      const display = draftDisplayCategory(resolved);
      if (display !== before) {
        // Each version shows it at the end of its new category, not amid its old neighbours.
        await Promise.all(
          module.versionIds.map(async (versionId) => {
            const list = await queryClient.fetchQuery(versionVideosQuery(versionId));
            const after = endOfCategory(list, display, key);
            if (after) await placeVersionModule(versionId, module.id, { after });
          }),
        );
      }
      if (file && draft.source === 'upload') uploads.start(module.id, file);
      return saved;
    },
    onSuccess: async (saved) => {
      await reloadAgencyModules(queryClient);
      toast.success(`Saved '${saved.title}'`);
      onClose();
    },
    onError: (error) => {
      if (handlePlanRefusal(error)) return onClose();
      setServerError(errorMessage(error, 'The changes could not be saved. Please try again.'));
      void reloadAgencyModules(queryClient);
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${module.title}`}
      description="Changes show in every version that has this video."
      size="lg"
    >
      <CheckedForm
        {...formProps}
        pending={save.isPending}
        submit={['Save', 'Saving...']}
        onSubmit={() => save.mutate()}
        onCancel={onClose}
      >
        <OwnVideoFields
          {...fields}
          videoChoice={!module.media}
          fileNote={
            module.media
              ? 'Clients keep watching the current video until the new one is ready.'
              : undefined
          }
        />
      </CheckedForm>
      {module.media?.status === 'ready' && <OwnVideoCaptions module={module} />}
    </Dialog>
  );
}
