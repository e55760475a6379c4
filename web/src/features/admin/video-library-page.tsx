import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { AdminVideoLibrary } from '@retainly/domain';
import { TitledSection } from '@/components/ui/titled-section';
import { plural } from '@/lib/plural';
import { AddVideoForm } from './add-video-form';
import { CategoryModules } from './category-modules';
import { SiteVideosSection } from './site-videos-section';
import { TranslationSummarySection } from './translation-summary';
import { hasOnlySample, needsRealVideo, useVideoLibrary } from './api/video-library';

/** '19 modules still have only a sample video; 2 have no video.' */
function realVideoSummary(library: AdminVideoLibrary): string {
  const samples = library.videos.filter(hasOnlySample).length;
  const none = library.videos.filter((video) => !video.videoUrl && !video.media).length;
  const parts = [
    `${plural(samples, 'module')} still ${samples === 1 ? 'has' : 'have'} only a sample video`,
    ...(none > 0 ? [`${none} ${none === 1 ? 'has' : 'have'} no video`] : []),
  ];
  return samples + none === 0 ? 'Every module has a real video.' : `${parts.join('; ')}.`;
}

/**
 * The catalogue every client portal reads: add a module, upload or replace its video, edit it,
 * hide it from new portals, reorder within its category; and the site's own two videos.
 * Agencies' per-version visibility choices are never touched.
 */
export function VideoLibraryPage() {
  const { data: library, isError } = useVideoLibrary();
  const [onlyNeedingVideo, setOnlyNeedingVideo] = useState(false);
  const filterId = useId();
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
  const needing = library?.videos.filter(needsRealVideo).length ?? 0;
  const shows = onlyNeedingVideo ? needsRealVideo : () => true;
  return (
    <TitledSection
      title="Video library"
      heading="h1"
      titleClassName="text-2xl font-bold"
      className="flex min-w-0 flex-col gap-6"
      headerClassName="flex flex-col gap-1"
      aside={
        <p className="max-w-3xl text-sm text-slate-700">
          Changes reach every client portal at once; agencies&apos; choices of which videos each
          version shows are kept. A module hidden from new portals stays in the versions that
          already have it.
        </p>
      }
    >
      {isError && <p role="alert">The video library could not be loaded.</p>}
      <div className="flex flex-col gap-1">
        <p role="status" className="text-sm text-slate-600">
          {library
            ? `${plural(library.videos.length, 'module')}, ${hidden} hidden from new portals`
            : 'Loading the library...'}
        </p>
        {library && (
          <p className="text-sm font-medium text-slate-800">{realVideoSummary(library)}</p>
        )}
      </div>
      <SiteVideosSection />
      <TranslationSummarySection />
      {library && <AddVideoForm categories={library.categories} />}
      {library && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
          <input
            id={filterId}
            type="checkbox"
            checked={onlyNeedingVideo}
            onChange={(event) => setOnlyNeedingVideo(event.target.checked)}
            className="size-4 accent-green-800"
          />
          <label htmlFor={filterId} className="text-sm font-medium">
            Needs a real video ({needing})
          </label>
          <span className="text-xs text-slate-600">
            Modules playing a sample or nothing, with no external URL
          </span>
        </div>
      )}
      {library && onlyNeedingVideo && needing === 0 && (
        <p className="text-sm text-slate-700">Every module has a real video.</p>
      )}
      {library?.categories.map((category) => (
        <CategoryModules
          key={category.id}
          title={category.title}
          videos={library.videos.filter((video) => video.categoryId === category.id)}
          shows={shows}
          onMove={(buttonId) => (refocus.current = { buttonId, before: library })}
        />
      ))}
    </TitledSection>
  );
}
