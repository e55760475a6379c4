import { useId } from 'react';
import {
  videoKey,
  type PortalView,
  type Progress,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import { ProgressBar } from './progress-bar';
import { VideoCard } from './video-card';
import { usePortalText } from './portal-text';

/** One category: its title, what it covers, how far the client is, and its videos. */
export function CategorySection({
  category,
  progress,
  reports,
  onOpen,
}: {
  category: PortalView['categories'][number];
  progress: Progress;
  reports: ProgressIndex;
  onOpen: (video: VideoRef) => void;
}) {
  const { t } = usePortalText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="border-l-4 border-(--portal-tertiary) pl-3">
          <h2 id={headingId} className="text-lg font-bold sm:text-xl">
            {category.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{category.description}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-1.5 sm:w-48">
          <p className="text-sm font-medium text-slate-700">
            {t('progress.category', { done: progress.done, total: progress.total })}
          </p>
          <ProgressBar
            label={t('progress.categoryLabel', { category: category.title })}
            percent={progress.percent}
          />
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {category.videos.map((video) => (
          // Keyed by the module's own key: a custom module is listed here, not keyed by it.
          <li key={videoKey(video)}>
            <VideoCard
              video={video}
              report={reports.get(videoKey(video))}
              onOpen={() => onOpen({ categoryId: video.categoryId, moduleId: video.moduleId })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
