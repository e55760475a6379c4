import { useState } from 'react';
import type { AdminVideo, AdminVideoLibrary } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from './labelled-select';
import { toastOutcome } from './toast-outcome';
import { VideoFields } from './video-fields';
import { useAddVideo, type VideoDraft } from './api/video-library';

const EMPTY_DRAFT: VideoDraft = {
  title: '',
  description: '',
  minutes: 5,
  videoUrl: '',
  posterUrl: '',
};

/** A new catalogue module; its video is uploaded in its row once it exists. */
export function AddVideoForm({ categories }: { categories: AdminVideoLibrary['categories'] }) {
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? '');
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const add = useAddVideo();
  const categoryTitle = categories.find((category) => category.id === categoryId)?.title;
  return (
    <form
      aria-labelledby="add-video-title"
      className="flex max-w-2xl flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        add.mutate(
          { categoryId, draft },
          toastOutcome(
            (video: AdminVideo) => `Added '${video.title}' to ${categoryTitle}`,
            'Failed to add the module',
            () => setDraft(EMPTY_DRAFT),
          ),
        );
      }}
    >
      <h2 id="add-video-title" className="text-lg font-bold">
        Add a module
      </h2>
      <LabelledSelect
        label="Category"
        value={categoryId}
        onChange={setCategoryId}
        options={categories.map((category) => ({ value: category.id, label: category.title }))}
      />
      <VideoFields draft={draft} onChange={setDraft} />
      <Button type="submit" className="self-start" aria-disabled={add.isPending || undefined}>
        Add module
      </Button>
    </form>
  );
}
