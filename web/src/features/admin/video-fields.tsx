import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { Field } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
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
  return (
    <>
      <Field label="Title" required maxLength={LIMITS.title} {...register('title')} />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={LIMITS.description}
        {...register('description')}
      />
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
