import * as z from 'zod/mini';
import type { AdminVideo, AdminVideoLibrary } from '@retainly/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from './labelled-select';
import { toastOutcome } from './toast-outcome';
import { VideoFields, videoDraftShape } from './video-fields';
import { useAddVideo, type VideoDraft } from './api/video-library';

const addSchema = z.object({ categoryId: z.string(), ...videoDraftShape });

const EMPTY_DRAFT: VideoDraft = {
  title: '',
  description: '',
  minutes: 5,
  videoUrl: '',
  posterUrl: '',
};

/** A new catalogue module; its video is uploaded in its row once it exists. */
export function AddVideoForm({ categories }: { categories: AdminVideoLibrary['categories'] }) {
  const form = useZodForm(addSchema, { categoryId: categories[0]?.id ?? '', ...EMPTY_DRAFT });
  const add = useAddVideo();
  const submit = form.handleSubmit(({ categoryId, ...draft }) => {
    if (add.isPending) return;
    const categoryTitle = categories.find((category) => category.id === categoryId)?.title;
    add.mutate(
      { categoryId, draft },
      toastOutcome(
        (video: AdminVideo) => `Added '${video.title}' to ${categoryTitle}`,
        'Failed to add the module',
        // The next module likely goes in the same category.
        () => form.reset({ ...EMPTY_DRAFT, categoryId: form.getValues('categoryId') }),
      ),
    );
  });
  return (
    <form
      aria-labelledby="add-video-title"
      className="flex max-w-2xl flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="add-video-title" className="text-lg font-bold">
        Add a module
      </h2>
      <LabelledSelect
        label="Category"
        registration={form.register('categoryId')}
        options={categories.map((category) => ({ value: category.id, label: category.title }))}
      />
      <VideoFields register={form.register} />
      <Button type="submit" className="self-start" aria-disabled={add.isPending || undefined}>
        Add module
      </Button>
    </form>
  );
}
