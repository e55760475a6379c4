import { useMemo, useState } from 'react';
import {
  continueWatching,
  finishedKeys,
  nextVideo,
  progressOf,
  videoKey,
  videoSourceOf,
  type PortalView,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import { CategorySection } from './category-section';
import { CONTINUE_BUTTON_ID, ContinueWatching } from './continue-watching';
import { OverallProgress } from './overall-progress';
import type { SendModuleBeat } from './use-heartbeats';
import { useLibraryUpkeep } from './use-library-upkeep';
import { VideoPlayer } from './video-player';
import { usePortalText } from './portal-text';

/** The video with key `ref` and the title of the category it is listed under. */
function findVideo(view: PortalView, ref: VideoRef) {
  const key = videoKey(ref);
  for (const category of view.categories) {
    const video = category.videos.find((v) => videoKey(v) === key);
    if (video) return { video, categoryTitle: category.title };
  }
  return null;
}

/** The module a resume link opens: its own when listed and playable, else where to carry on. */
function resumeTarget(view: PortalView, at: VideoRef | null, carryOn: VideoRef | null) {
  const found = at && findVideo(view, at);
  const playable = found && videoSourceOf(found.video.media, found.video.videoUrl) !== null;
  const ref = playable ? at : carryOn;
  return ref && { categoryId: ref.categoryId, moduleId: ref.moduleId };
}

/**
 * The signed-in view: where to carry on, overall progress, each category's videos, and the
 * player. Everything it shows about progress is the server's (ProgressIndex).
 */
export function VideoLibrary({
  view,
  progress,
  openAt,
  onComplete,
  sendBeat,
  onRefresh,
}: {
  view: PortalView;
  progress: ProgressIndex;
  /**
   * Opened at once (a reminder e-mail's resume link): this module, or with null the one
   * 'Continue where you left off' offers; undefined opens nothing.
   */
  openAt?: VideoRef | null;
  onComplete: (video: VideoRef) => void;
  sendBeat: SendModuleBeat;
  /** Asks the server for progress made elsewhere meanwhile. */
  onRefresh: () => void;
}) {
  const { t } = usePortalText();
  const finished = useMemo(() => finishedKeys(progress), [progress]);
  // Only a module with something to play is worth carrying on with.
  const carryOn = useMemo(() => {
    const playable = view.categories.map((category) => ({
      videos: category.videos.filter((v) => videoSourceOf(v.media, v.videoUrl) !== null),
    }));
    const ref = continueWatching(playable, progress);
    return ref && findVideo(view, ref);
  }, [view, progress]);
  const [playing, setPlaying] = useState<VideoRef | null>(() =>
    openAt === undefined ? null : resumeTarget(view, openAt, carryOn?.video ?? null),
  );
  // Closing a player the link opened returns focus to 'Continue where you left off'.
  const [openedBy, setOpenedBy] = useState<string | null>(() =>
    openAt === undefined ? null : CONTINUE_BUTTON_ID,
  );
  const heartbeatsFor = useLibraryUpkeep(sendBeat, progress, onRefresh);
  const shown = playing && findVideo(view, playing);
  const next = playing && nextVideo(view.categories, playing);

  if (view.categories.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm">
        {t('library.empty')}
      </p>
    );
  }

  const open = (video: VideoRef, opener: string | null = null) => {
    setPlaying({ categoryId: video.categoryId, moduleId: video.moduleId });
    setOpenedBy(opener);
  };

  return (
    <>
      {carryOn && (
        <ContinueWatching
          video={carryOn.video}
          categoryTitle={carryOn.categoryTitle}
          report={progress.get(videoKey(carryOn.video))}
          anyProgress={[...progress.values()].some(
            (report) => report.status !== 'not_started' || report.lastWatchedAt !== null,
          )}
          onOpen={() => open(carryOn.video, CONTINUE_BUTTON_ID)}
        />
      )}
      <OverallProgress progress={progressOf(view.categories, finished)} />
      {view.categories.map((category) => (
        <CategorySection
          key={category.id}
          category={category}
          progress={progressOf([category], finished)}
          reports={progress}
          onOpen={(video) => open(video)}
        />
      ))}
      {shown && playing && (
        <VideoPlayer
          colors={view.colors}
          video={shown.video}
          report={progress.get(videoKey(playing))}
          heartbeats={heartbeatsFor(shown.video)}
          categoryTitle={shown.categoryTitle}
          returnFocusTo={openedBy}
          onComplete={() => onComplete(playing)}
          onNext={next ? () => setPlaying(next) : null}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
