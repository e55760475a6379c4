import { useLayoutEffect, useRef, useState } from 'react';
import type { AdminVideo, AdminVideoLibrary } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from './labelled-select';
import { toastOutcome } from './toast-outcome';
import { VideoFields } from './video-fields';
import { useAddVideo, useVideoLibrary, type VideoDraft } from './video-library-api';
import { VideoModuleRow } from './video-module-row';
import { plural } from '@/lib/plural';

const EMPTY_DRAFT: VideoDraft = {
  title: '',
  description: '',
  minutes: 5,
  videoUrl: '',
  posterUrl: '',
};

/**
 * The catalogue every client portal reads: add a module, edit it, hide it from new portals,
 * reorder within its category. Agencies' per-version visibility choices are never touched.
 */
export function VideoLibraryPage() {
  const { data: library, isError } = useVideoLibrary();
  // A move reorders the rows: React re-inserts one, and not every browser keeps focus on a
  // re-inserted node, so the pressed button gets it back.
  const refocus = useRef<{ buttonId: string; before: AdminVideoLibrary } | null>(null);
  useLayoutEffect(() => {
    const pending = refocus.current;
    if (pending && library !== pending.before) {
      refocus.current = null;
      document.getElementById(pending.buttonId)?.focus();
    }
  }, [library]);

  const hidden = library?.videos.filter((video) => video.retiredAt).length ?? 0;
  return (
    <section aria-labelledby="videos-title" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="videos-title" className="text-2xl font-bold">
          Video library
        </h1>
        <p className="max-w-3xl text-sm text-slate-700">
          Changes reach every client portal at once; agencies&apos; choices of which videos each
          version shows are kept. A module hidden from new portals stays in the versions that
          already have it.
        </p>
      </div>
      {isError && <p role="alert">The video library could not be loaded.</p>}
      <p role="status" className="text-sm text-slate-600">
        {library
          ? `${plural(library.videos.length, 'module')}, ${hidden} hidden from new portals`
          : 'Loading the library...'}
      </p>
      {library && <AddVideoForm categories={library.categories} />}
      {library?.categories.map((category) => (
        <CategoryModules
          key={category.id}
          title={category.title}
          videos={library.videos.filter((video) => video.categoryId === category.id)}
          onMove={(buttonId) => (refocus.current = { buttonId, before: library })}
        />
      ))}
    </section>
  );
}

function CategoryModules({
  title,
  videos,
  onMove,
}: {
  title: string;
  videos: AdminVideo[];
  onMove: (buttonId: string) => void;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {videos.map((video, index) => (
          <VideoModuleRow
            key={video.moduleId}
            video={video}
            isFirst={index === 0}
            isLast={index === videos.length - 1}
            onMove={onMove}
          />
        ))}
      </ol>
    </section>
  );
}

function AddVideoForm({ categories }: { categories: AdminVideoLibrary['categories'] }) {
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
