import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  AGENCY_MODULE_DESCRIPTION_MAX,
  AGENCY_MODULE_TITLE_MAX,
  NEW_CATEGORY,
  OWN_CATEGORY_MAX,
  OWN_CATEGORY_PREFIX,
  VIDEO_CATEGORIES,
  VIDEO_LINK_HINT,
  CRM_ROUTE_LABELS,
  CRM_ROUTES,
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

/** A label, the control it names (its id `id`), and the error under it (`<id>-error`). */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
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
  /** A control's id, and its error's (see Labelled) when it has one. */
  const control = (field: keyof AgencyModuleDraftErrors) => ({
    id: `${id}-${field}`,
    ...(errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}),
  });
  /** The Field of one of the draft's text `field`s, with its error; `props` say the rest. */
  const textField = (
    field: 'title' | 'newCategory' | 'videoUrl' | 'length',
    label: string,
    props: Omit<ComponentProps<typeof Field>, 'label' | 'value' | 'error' | 'onChange'>,
  ) => (
    <Field
      label={label}
      {...props}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <>
      {textField('title', 'Title', { required: true, maxLength: AGENCY_MODULE_TITLE_MAX })}
      <Labelled
        id={`${id}-description`}
        label={
          <>
            Description <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        error={errors.description}
      >
        <textarea
          rows={3}
          maxLength={AGENCY_MODULE_DESCRIPTION_MAX}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          className={`${INPUT} ${inputTone(errors.description)}`}
          {...control('description')}
        />
      </Labelled>
      <Labelled id={`${id}-category`} label="Category" error={errors.category}>
        <select
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          className={`${INPUT} ${inputTone(errors.category)}`}
          {...control('category')}
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
      </Labelled>
      {draft.category === NEW_CATEGORY &&
        textField('newCategory', 'New category name', {
          required: true,
          maxLength: OWN_CATEGORY_MAX,
        })}
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
        <>
          {textField('videoUrl', 'Video link', {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://www.youtube.com/watch?v=…',
            required: videoChoice,
            hint: !errors.videoUrl && <p className="text-xs text-slate-600">{VIDEO_LINK_HINT}</p>,
          })}
          {textField('length', 'Video length (optional)', {
            inputMode: 'numeric',
            placeholder: '4:30',
            maxLength: 8,
            hint: !errors.length && (
              <p className="text-xs text-slate-600">
                Minutes:seconds, as the video&apos;s page shows it. Clients see it on the video;
                left blank, no length is shown.
              </p>
            ),
          })}
        </>
      ) : (
        <OwnVideoFileField file={file} error={errors.file} note={fileNote} onFile={onFile} />
      )}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Show in the CRM help on <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        <p className="text-xs text-slate-600">
          Your clients see it first in the help panel on these pages of your CRM.
        </p>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
          {CRM_ROUTES.map((route) => (
            <label key={route} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={draft.helpRoutes.includes(route)}
                onChange={(event) =>
                  set(
                    'helpRoutes',
                    CRM_ROUTES.filter((r) =>
                      r === route ? event.target.checked : draft.helpRoutes.includes(r),
                    ),
                  )
                }
                className="h-4 w-4 accent-brand"
              />
              {CRM_ROUTE_LABELS[route]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
