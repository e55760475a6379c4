import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  draftDisplayCategory,
  placementChoices,
  VERSION_TIER_NAMES,
  type AgencyModuleDraft,
  type AgencyModuleLibrary,
  type OnboardingVersion,
  type VersionVideo,
} from '@retainly/domain';
import { CheckedForm } from '@/components/form/checked-form';
import { Dialog } from '@/components/ui/dialog';
import { tooLargeMessage } from '@/components/upload/upload-errors';
import { uploadLimitQuery } from '@/components/upload/upload-limit';
import { errorMessage } from '@/lib/api-client';
import { LibraryPicker } from './library-picker';
import { OwnVideoFields } from './own-video-fields';
import { useOwnVideoForm } from './own-video-form';
import { usePlanRefusalHandler } from './upgrade-prompt';
import { useAddOwnVideo } from './use-add-own-video';

export const emptyDraft = (): AgencyModuleDraft => ({
  title: '',
  description: '',
  category: 'foundational-setup',
  newCategory: '',
  source: 'upload',
  videoUrl: '',
  length: '',
  fileBytes: null,
  helpRoutes: [],
});

/** What the Add dialog keeps between openings, so closing it by mistake loses nothing. */
export interface AddDraft {
  draft: AgencyModuleDraft;
  file: File | null;
  versionIds: string[];
  /** The chosen place, for the category it was chosen in; otherwise the category's end. */
  place: { category: string; index: number } | null;
}

export function AddOwnVideoDialog({
  version,
  versions,
  videos,
  library,
  saved,
  onSave,
  onClose,
}: {
  version: OnboardingVersion;
  versions: OnboardingVersion[];
  videos: VersionVideo[];
  library: AgencyModuleLibrary;
  saved: AddDraft;
  onSave: (draft: AddDraft | null) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [fromLibrary, setFromLibrary] = useState(false);
  const add = useAddOwnVideo(version, versions);
  const handlePlanRefusal = usePlanRefusalHandler();
  const { data: maxBytes = null } = useQuery(uploadLimitQuery());
  const { draft, file, versionIds, place } = saved;
  const update = (changes: Partial<AddDraft>) => onSave({ ...saved, ...changes });

  const more: { file?: string; versions?: string } = {};
  if (draft.source === 'upload' && file && maxBytes !== null && file.size > maxBytes) {
    more.file = tooLargeMessage(maxBytes);
  }
  if (versionIds.length === 0) more.versions = 'Choose at least one version.';
  const { resolved, shown, setServerError, formProps, fields } = useOwnVideoForm(
    saved,
    update,
    library,
    { more },
  );
  const display = draftDisplayCategory(resolved);
  const choices = placementChoices(videos, display);
  const placeIndex = place?.category === display ? place.index : choices.length - 1;
  const available = library.modules.filter((m) => !m.versionIds.includes(version.id));

  function submit() {
    const after = choices[placeIndex]?.after ?? null;
    add.mutate(
      { draft: resolved, file: draft.source === 'upload' ? file : null, after, versionIds },
      {
        onSuccess: () => {
          onSave(null);
          onClose();
        },
        onError: (error) => {
          if (handlePlanRefusal(error)) return onClose();
          setServerError(errorMessage(error, 'The video could not be added. Please try again.'));
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add your own video"
      description={`It appears in the ${VERSION_TIER_NAMES[version.tier]} version among the onboarding videos, marked as yours here and without any branding for your clients.`}
      size="lg"
    >
      {available.length > 0 && (
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="sr-only">What to add</legend>
          {[
            [false, 'A new video'],
            [true, `One of your videos (${available.length})`],
          ].map(([value, label]) => (
            <label key={String(value)} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={`${id}-what`}
                checked={fromLibrary === value}
                onChange={() => setFromLibrary(value as boolean)}
                className="h-4 w-4 accent-brand"
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {fromLibrary && available.length > 0 ? (
        <LibraryPicker version={version} videos={videos} modules={available} />
      ) : (
        <CheckedForm
          {...formProps}
          pending={add.isPending}
          submit={['Add video', 'Adding...']}
          onSubmit={submit}
          onCancel={onClose}
        >
          <OwnVideoFields {...fields} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-place`} className="text-sm font-medium text-slate-800">
              Where it goes in the {VERSION_TIER_NAMES[version.tier]} version
            </label>
            <select
              id={`${id}-place`}
              value={placeIndex}
              onChange={(event) =>
                update({ place: { category: display, index: Number(event.target.value) } })
              }
              className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200"
            >
              {choices.map((choice, index) => (
                <option key={`${index}-${choice.after}`} value={index}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p className="text-xs text-slate-600">
              You can move it later, by dragging or with its Move buttons.
            </p>
          </div>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={shown.versions ? `${id}-versions-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">Show it in</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {versions.map((v) => (
                <label key={v.id} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    checked={versionIds.includes(v.id)}
                    aria-invalid={shown.versions ? true : undefined}
                    onChange={(event) =>
                      update({
                        versionIds: event.target.checked
                          ? [...versionIds, v.id]
                          : versionIds.filter((other) => other !== v.id),
                      })
                    }
                    className="h-4 w-4 accent-brand"
                  />
                  {VERSION_TIER_NAMES[v.tier]} version
                </label>
              ))}
            </div>
            {shown.versions && (
              <p id={`${id}-versions-error`} className="text-sm font-medium text-red-700">
                {shown.versions}
              </p>
            )}
          </fieldset>
        </CheckedForm>
      )}
    </Dialog>
  );
}
