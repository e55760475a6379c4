import { useId } from 'react';
import { Field } from '@/components/ui/field';
import type { VideoDraft } from './api/video-library';

/** The same limits the api checks (admin-videos.dto), so the browser stops most mistakes first. */
const LIMITS = { title: 120, description: 600, minutes: 240 };

/** A module's editable fields, shared by the add form and the edit dialog. */
export function VideoFields({
  draft,
  onChange,
}: {
  draft: VideoDraft;
  onChange: (draft: VideoDraft) => void;
}) {
  const descriptionId = useId();
  const set = <K extends keyof VideoDraft>(key: K, value: VideoDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <>
      <Field
        label="Title"
        required
        maxLength={LIMITS.title}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={LIMITS.description}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200"
        />
      </div>
      <Field
        label="Length (minutes)"
        type="number"
        required
        min={1}
        max={LIMITS.minutes}
        value={Number.isNaN(draft.minutes) ? '' : draft.minutes}
        onChange={(event) => set('minutes', event.target.valueAsNumber)}
        className="w-28"
      />
      {(
        [
          ['videoUrl', 'Video URL'],
          ['posterUrl', 'Poster URL'],
        ] as const
      ).map(([key, label]) => (
        <Field
          key={key}
          label={label}
          type="url"
          placeholder="https://"
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      ))}
    </>
  );
}
