import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  videoKey,
  type CrmRoute,
  type PortalLanguage,
  type PortalView,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import type { PortalVideo } from '@/features/portal/api/get-portal';
import type { SendModuleBeat } from '@/features/portal/use-heartbeats';
import { useLibraryUpkeep } from '@/features/portal/use-library-upkeep';
import { useHelpModules } from './api/get-help-modules';
import { HelpPlayer } from './help-player';
import { HelpSearch } from './help-search';
import { HelpVideoList, helpVideoButtonId } from './help-video-list';
import type { useHelpUsage } from './use-help-usage';

export type VideoIndex = Map<string, { video: PortalVideo; categoryTitle: string }>;

/**
 * The signed-in panel: the videos for the client's CRM page, search, then the whole library
 * with progress; a video plays in place of the lists, with a way back to where it was opened.
 */
export function HelpLibrary({
  view,
  language,
  route,
  progress,
  sendBeat,
  onComplete,
  onRefresh,
  usage,
}: {
  view: PortalView;
  language: PortalLanguage;
  route: CrmRoute | null;
  progress: ProgressIndex;
  sendBeat: SendModuleBeat;
  onComplete: (video: VideoRef) => void;
  onRefresh: () => void;
  usage: ReturnType<typeof useHelpUsage>;
}) {
  const { t } = useTranslation('help');
  const relevantId = useId();
  const libraryId = useId();
  const index: VideoIndex = useMemo(() => {
    const videos: VideoIndex = new Map();
    for (const category of view.categories) {
      for (const video of category.videos) {
        videos.set(videoKey(video), { video, categoryTitle: category.title });
      }
    }
    return videos;
  }, [view]);
  const relevant = useHelpModules(view.versionId, route, language);
  const relevantVideos = (route ? (relevant.data?.modules ?? []) : [])
    .map((ref) => index.get(videoKey(ref))?.video)
    .filter((video): video is PortalVideo => video !== undefined);
  const [playing, setPlaying] = useState<{ ref: VideoRef; opener: string } | null>(null);
  // Back from the CRM or another tab, progress made elsewhere meanwhile is fetched.
  const heartbeatsFor = useLibraryUpkeep(sendBeat, progress, onRefresh);
  const returnFocus = useRef<string | null>(null);

  // Back to the list: focus returns to the button that opened the video.
  useEffect(() => {
    if (playing || !returnFocus.current) return;
    document.getElementById(returnFocus.current)?.focus();
    returnFocus.current = null;
  }, [playing]);

  const open = (video: VideoRef, opener: string) => {
    const ref = { categoryId: video.categoryId, moduleId: video.moduleId };
    setPlaying({ ref, opener });
  };

  const shown = playing && index.get(videoKey(playing.ref));
  const player = playing && shown && (
    <HelpPlayer
      video={shown.video}
      categoryTitle={shown.categoryTitle}
      report={progress.get(videoKey(playing.ref))}
      heartbeats={heartbeatsFor(shown.video)}
      onComplete={() => onComplete(playing.ref)}
      onPlayed={() => usage.played(playing.ref)}
      onBack={() => {
        returnFocus.current = playing.opener;
        setPlaying(null);
      }}
    />
  );

  return (
    <>
      {player}
      {/* Hidden, not unmounted, while a video plays: the search and its results stay as left. */}
      <div hidden={Boolean(player)} className="flex flex-col gap-5">
        <section
          aria-labelledby={relevantId}
          data-help-section="relevant"
          className="flex flex-col gap-3"
        >
          <h2 id={relevantId} className="text-base font-bold">
            {t('relevant.heading')}
            {route && <span className="font-normal text-slate-600"> · {t(`routes.${route}`)}</span>}
          </h2>
          {relevantVideos.length > 0 ? (
            <HelpVideoList
              videos={relevantVideos}
              reports={progress}
              idPrefix="relevant"
              onOpen={(video) => open(video, helpVideoButtonId('relevant', video))}
            />
          ) : (
            <p className="text-sm text-slate-600">
              {route && relevant.isPending ? t('relevant.loading') : t('relevant.none')}
            </p>
          )}
        </section>
        <HelpSearch
          versionId={view.versionId}
          language={language}
          index={index}
          reports={progress}
          onSearch={usage.searched}
          onOpen={(video) => open(video, helpVideoButtonId('search', video))}
        />
        <section aria-labelledby={libraryId} className="flex flex-col gap-4">
          <h2 id={libraryId} className="text-base font-bold">
            {t('library.heading')}
          </h2>
          {view.categories.length === 0 && (
            <p className="text-sm text-slate-600">{t('library.empty')}</p>
          )}
          {view.categories.map((category) => (
            <div key={category.id} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-700">{category.title}</h3>
              <HelpVideoList
                videos={category.videos}
                reports={progress}
                idPrefix="library"
                onOpen={(video) => open(video, helpVideoButtonId('library', video))}
              />
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
