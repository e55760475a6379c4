import { useEffect, useState } from 'react';
import { nextVideo, progressOf, videoKey, type PortalView, type VideoRef } from '@retainly/domain';
import { preloadMediaPlayer } from '@/components/video/lazy-media-player';
import { CategorySection } from './category-section';
import { OverallProgress } from './overall-progress';
import { VideoPlayer } from './video-player';

/** The signed-in view: overall progress, each category's videos, and the player. */
export function VideoLibrary({
  view,
  completed,
  onComplete,
}: {
  view: PortalView;
  completed: ReadonlySet<string>;
  onComplete: (video: VideoRef) => void;
}) {
  const [playing, setPlaying] = useState<VideoRef | null>(null);
  const category = playing && view.categories.find((c) => c.id === playing.categoryId);
  const video = category?.videos.find((v) => v.moduleId === playing?.moduleId);
  const next = playing && nextVideo(view.categories, playing);

  // The player's code arrives while the client reads the list, so pressing play starts at once.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(preloadMediaPlayer);
  }, []);

  if (view.categories.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm">
        There are no videos here yet. Please check back soon.
      </p>
    );
  }

  return (
    <>
      <OverallProgress progress={progressOf(view.categories, completed)} />
      {view.categories.map((category) => (
        <CategorySection
          key={category.id}
          category={category}
          progress={progressOf([category], completed)}
          isCompleted={(moduleId) => completed.has(videoKey({ categoryId: category.id, moduleId }))}
          onOpen={(moduleId) => setPlaying({ categoryId: category.id, moduleId })}
        />
      ))}
      {playing && category && video && (
        <VideoPlayer
          versionId={view.versionId}
          colors={view.colors}
          video={{ ...playing, ...video }}
          categoryTitle={category.title}
          completed={completed.has(videoKey(playing))}
          onComplete={() => onComplete(playing)}
          onNext={next ? () => setPlaying(next) : null}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
