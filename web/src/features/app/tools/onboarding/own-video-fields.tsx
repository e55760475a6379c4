import { useId } from 'react';
import {
  AGENCY_MODULE_DESCRIPTION_MAX,
  AGENCY_MODULE_TITLE_MAX,
  NEW_CATEGORY,
  OWN_CATEGORY_MAX,
  OWN_CATEGORY_PREFIX,
  VIDEO_CATEGORIES,
  VIDEO_LINK_HINT,
  type AgencyModuleDraft,
  type AgencyModuleDraftErrors,
} from '@retainly/domain';
import { Field } from '@/components/ui/field';
import { OwnVideoFileField } from './own-video-file-field';

const INPUT =
  'rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 disabled:bg-slate-100';
const inputTone = (error?: string) =>
  error
    ? 'border-red-600 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand focus:ring-green-200';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * An own module's fields, shared by the Add and Edit dialogs: title, description, category
 * (the catalogue's, the agency's own, or a new one) and its video (a file or a link).
 * `videoChoice` false hides the file/link choice (editing a linked module keeps a link).
 */
export function OwnVideoFields({
  draft,
  file,
  errors,
  ownCategories,
  videoChoice = true,
  fileNote,
  onChange,
  onFile,
}: {
  draft: AgencyModuleDraft;
  file: File | null;
  errors: AgencyModuleDraftErrors;
  ownCategories: readonly string[];
  videoChoice?: boolean;
  /** Said under the file chooser (what happens to the video playing now). */
  fileNote?: string;
  onChange: (draft: AgencyModuleDraft) => void;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const set = <K extends keyof AgencyModuleDraft>(key: K, value: AgencyModuleDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const described = (field: keyof AgencyModuleDraftErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}` } : {};

  return (
    <>
      <Field
        label="Title"
        required
        maxLength={AGENCY_MODULE_TITLE_MAX}
        value={draft.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-800">
          Description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={AGENCY_MODULE_DESCRIPTION_MAX}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          className={`${INPUT} ${inputTone(errors.description)}`}
          {...described('description')}
        />
        <FieldError id={`${id}-description`} error={errors.description} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium text-slate-800">
          Category
        </label>
        <select
          id={`${id}-category`}
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          className={`${INPUT} ${inputTone(errors.category)}`}
          {...described('category')}
        >
          <optgroup label="Onboarding categories">
            {VIDEO_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </optgroup>
          {ownCategories.length > 0 && (
            <optgroup label="Your categories">
              {ownCategories.map((title) => (
                <option key={title} value={`${OWN_CATEGORY_PREFIX}${title}`}>
                  {title}
                </option>
              ))}
            </optgroup>
          )}
          <option value={NEW_CATEGORY}>New category…</option>
        </select>
        <FieldError id={`${id}-category`} error={errors.category} />
      </div>
      {draft.category === NEW_CATEGORY && (
        <Field
          label="New category name"
          required
          maxLength={OWN_CATEGORY_MAX}
          value={draft.newCategory}
          error={errors.newCategory}
          onChange={(event) => set('newCategory', event.target.value)}
        />
      )}
      {videoChoice && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Video</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {(
              [
                ['upload', 'Upload a file'],
                ['link', 'Paste a YouTube, Vimeo or Loom link'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name={`${id}-source`}
                  value={value}
                  checked={draft.source === value}
                  onChange={() => set('source', value)}
                  className="h-4 w-4 accent-brand"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {draft.source === 'link' ? (
        <Field
          label="Video link"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          required={videoChoice}
          value={draft.videoUrl}
          error={errors.videoUrl}
          hint={!errors.videoUrl && <p className="text-xs text-slate-600">{VIDEO_LINK_HINT}</p>}
          onChange={(event) => set('videoUrl', event.target.value)}
        />
      ) : (
        <OwnVideoFileField file={file} error={errors.file} note={fileNote} onFile={onFile} />
      )}
    </>
  );
}
