import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  agencyModuleDraftErrors,
  agencyModuleInputOf,
  draftDisplayCategory,
  endOfCategory,
  OWN_CATEGORY_PREFIX,
  resolveNewCategory,
  type AgencyModule,
  type AgencyModuleDraft,
  type AgencyModuleLibrary,
} from '@retainly/domain';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { reloadAgencyModules } from './api/agency-modules';
import { placeVersionModule } from './api/place-version-module';
import { updateAgencyModule } from './api/update-agency-module';
import { versionVideosQuery } from './api/version-videos';
import { focusFirstInvalid } from './add-own-video-dialog';
import { OwnVideoCaptions } from './own-video-captions';
import { OwnVideoFields } from './own-video-fields';
import { useOwnVideoUploads } from './own-video-uploads';
import { usePlanRefusalHandler } from './upgrade-prompt';

const draftOf = (module: AgencyModule): AgencyModuleDraft => ({
  title: module.title,
  description: module.description,
  category: module.categoryId ?? `${OWN_CATEGORY_PREFIX}${module.ownCategory ?? ''}`,
  newCategory: '',
  source: module.videoUrl && !module.media ? 'link' : 'upload',
  videoUrl: module.videoUrl ?? '',
  fileBytes: null,
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
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(module));
  const [file, setFile] = useState<File | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const resolved = resolveNewCategory(draft, library.ownCategories);
  const remainingBytes = library.quota.allowanceBytes - library.quota.usedBytes;
  const errors = agencyModuleDraftErrors(
    { ...resolved, fileBytes: file?.size ?? null },
    { remainingBytes, requireVideo: draft.source === 'link' },
  );
  const key = `custom/${module.id}`;
  const before = draftDisplayCategory(draftOf(module));

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
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending) return;
          setServerError(null);
          if (Object.keys(errors).length > 0) {
            setShowErrors(true);
            requestAnimationFrame(() => focusFirstInvalid(form.current));
            return;
          }
          save.mutate();
        }}
      >
        <OwnVideoFields
          draft={draft}
          file={file}
          errors={showErrors ? errors : {}}
          ownCategories={library.ownCategories}
          videoChoice={!module.media}
          fileNote={
            module.media
              ? 'Clients keep watching the current video until the new one is ready.'
              : undefined
          }
          onChange={setDraft}
          onFile={setFile}
        />
        <FormError message={serverError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      {module.media?.status === 'ready' && <OwnVideoCaptions module={module} />}
    </Dialog>
  );
}
