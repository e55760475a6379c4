import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { Field } from '@/components/ui/field';
import type { VideoDraft } from './api/video-library';

/** The same limits the api checks (admin-videos.dto), so the browser stops most mistakes first. */
const LIMITS = { title: 120, description: 600, minutes: 240 };

/** The fields' values; the browser checks them first (required, min, max, url). */
export const videoDraftShape = {
  title: z.string(),
  description: z.string(),
  minutes: z.number(),
  videoUrl: z.string(),
  posterUrl: z.string(),
};

/** A module's editable fields, shared by the add form and the edit dialog. */
export function VideoFields({
  register,
}: {
  /** The form's register (its values hold a VideoDraft, and maybe more). */
  register: (name: keyof VideoDraft, options?: { valueAsNumber: true }) => UseFormRegisterReturn;
}) {
  const descriptionId = useId();
  return (
    <>
      <Field label="Title" required maxLength={LIMITS.title} {...register('title')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={LIMITS.description}
          {...register('description')}
          className="rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200"
        />
      </div>
      <Field
        label="Length (minutes)"
        type="number"
        required
        min={1}
        max={LIMITS.minutes}
        {...register('minutes', { valueAsNumber: true })}
        className="w-28"
      />
      {(
        [
          ['videoUrl', 'Video URL'],
          ['posterUrl', 'Poster URL'],
        ] as const
      ).map(([key, label]) => (
        <Field key={key} label={label} type="url" placeholder="https://" {...register(key)} />
      ))}
    </>
  );
}
